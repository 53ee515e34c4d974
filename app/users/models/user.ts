import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type Role = 'user' | 'admin'

export default class User extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare username: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  /* Missing or blank counts as user (spec doc 1 §3); the column is never null. */
  @column()
  declare role: Role

  @column()
  declare firma: string | null

  @column()
  declare pharmacyCode: string | null

  @column()
  declare fullName: string | null

  @column()
  declare phone: string | null

  @column()
  declare street: string | null

  @column()
  declare city: string | null

  @column()
  declare zip: string | null

  @column()
  declare carrierCustomerNumber: string | null

  /* Set by users:deactivate: the account can no longer sign in and its tokens stop working. */
  @column.dateTime({ serializeAs: null })
  declare deactivatedAt: DateTime | null

  @column.dateTime({ serializeAs: null })
  declare passwordChangedAt: DateTime | null

  /* Set by an admin: until it is changed the account may only change its password. */
  @column({ serializeAs: null })
  declare mustChangePassword: boolean

  /* Encrypted with APP_KEY (#auth/services/two_factor); never serialized. */
  @column({ serializeAs: null })
  declare totpSecret: string | null

  @column.dateTime({ serializeAs: null })
  declare totpEnabledAt: DateTime | null

  @column({ serializeAs: null, consume: (v) => (v === null ? null : Number(v)) })
  declare totpLastStep: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  get isAdmin() {
    return this.role === 'admin'
  }

  /** The fields the audit trail records of an account (no password, no 2FA secret). */
  auditValues() {
    return {
      username: this.username,
      email: this.email,
      role: this.role,
      firma: this.firma,
      pharmacyCode: this.pharmacyCode,
      fullName: this.fullName,
      phone: this.phone,
      street: this.street,
      city: this.city,
      zip: this.zip,
      carrierCustomerNumber: this.carrierCustomerNumber,
      mustChangePassword: Boolean(this.mustChangePassword),
      deactivatedAt: this.deactivatedAt?.toISO() ?? null,
    }
  }

  /** The branch an account belongs to, for the audit trail's branch filter. */
  get auditBranch() {
    return { firma: this.firma, pharmacyCode: this.pharmacyCode }
  }

  serialize() {
    const id = String(this.id)
    return {
      id,
      _id: id,
      username: this.username,
      email: this.email,
      role: this.role,
      firma: this.firma,
      pharmacyCode: this.pharmacyCode,
      fullName: this.fullName,
      phone: this.phone,
      address: { street: this.street, city: this.city, zip: this.zip },
      carrierCustomerNumber: this.carrierCustomerNumber,
      createdAt: this.createdAt?.toISO() ?? null,
      twoFactorEnabled: Boolean(this.totpEnabledAt),
      mustChangePassword: Boolean(this.mustChangePassword),
      active: !this.deactivatedAt,
    }
  }
}
