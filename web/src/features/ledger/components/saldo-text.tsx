import { Text } from '@mantine/core'
import { formatMoney } from '../../../lib/format'
import { saldoColor } from '../ledger-rules'

/** A balance in CZK, coloured by its sign. */
export function SaldoText({ saldo }: { saldo: number }) {
  const sign = saldo > 0 ? 'positive' : saldo < 0 ? 'negative' : 'zero'
  return (
    <Text span size="sm" fw={600} c={saldoColor(saldo)} data-testid="saldo" data-sign={sign}>
      {formatMoney(saldo)}
    </Text>
  )
}
