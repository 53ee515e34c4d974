import User from '#users/models/user'
import type { JwtUserProvider } from '#core/auth/jwt_guard'

export const userProvider: JwtUserProvider<User> = {
  async findById(id) {
    if (!/^\d+$/.test(id)) return null
    const user = await User.find(id)
    return user && !user.deactivatedAt ? user : null
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
