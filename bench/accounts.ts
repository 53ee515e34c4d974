/*
| The one password of every bench account. The password policy (issue #18) refuses one that
| holds the account's name or e-mail, as `benchheslo` did for `bench`: every bench stopped at
| its setup, and nothing noticed until a bench was run again.
*/
export const BENCH_PASSWORD = 'Mereni-vykonu-2026'
