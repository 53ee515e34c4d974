import User from '#users/models/user'
import type { JwtUserProvider } from '#core/auth/jwt_guard'

export const userProvider: JwtUserProvider<User> = {
  async findById(id) {
    return /^\d+$/.test(id) ? User.find(id) : null
  },
  claimsOf(user) {
    return {
      sub: String(user.id),
      role: user.role,
      firma: user.firma,
      pharmacyCode: user.pharmacyCode,
    }
  },
}
