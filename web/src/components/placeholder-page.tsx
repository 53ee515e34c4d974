import { Alert, Stack, Title } from '@mantine/core'

interface PlaceholderPageProps {
  title: string
}

/** Stands in for every screen of the route table that a later issue builds. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Alert color="blue" variant="light">
        Připravujeme – tato obrazovka bude brzy k dispozici.
      </Alert>
    </Stack>
  )
}
