import { Group, Text } from '@mantine/core'

interface LogoProps {
  size?: 'sm' | 'lg'
}

export function Logo({ size = 'sm' }: LogoProps) {
  const icon = size === 'lg' ? 56 : 30
  return (
    <Group gap={size === 'lg' ? 'sm' : 8} wrap="nowrap" role="img" aria-label="LEMON lékárny">
      <svg width={icon} height={icon} viewBox="0 0 32 32" aria-hidden="true">
        <ellipse cx="16" cy="18" rx="13" ry="10" fill="#f5c518" />
        <ellipse cx="12" cy="15" rx="4" ry="2" fill="#fff3b0" />
        <path d="M17 8c3-5 9-5 11-3-3 3-7 4-11 3z" fill="#2f9e44" />
        <rect x="14.5" y="2" width="2" height="7" rx="1" fill="#2f9e44" />
      </svg>
      <Text
        fw={800}
        fz={size === 'lg' ? 32 : 18}
        lh={1}
        c="dark.7"
        style={{ whiteSpace: 'nowrap' }}
      >
        LEMON{' '}
        <Text span inherit fw={500} c="teal.8">
          lékárny
        </Text>
      </Text>
    </Group>
  )
}
