/*
| The lists of branch 7 on the pool bench's firma (bench/pool.ts: 100 branches, 5 000 pool
| items each, matched), filled so every list screen has rows the size a busy branch has:
| an export of 8 000 lots (5 000 ležáky, 3 000 ohrožené), 2 000 of its items confirmed
| by their targets, 500 picked, 300 převodky on the way to it and 300 from it, 1 200 received
| with delivered lines (its archive and ledger), and 300 refused lots. Written in SQL, in a few seconds.
*/

export function screensDataSql(branch = '7') {
  const b = `'${branch}'`
  return [
    /* The branch's export: sklad lots, their list rows, karty with minimums. */
    `INSERT INTO export_batches (firma, pharmacy_code, status, files, finished_at)
       VALUES ('LEMON', ${b}, 'done', '{}', now())`,
    `INSERT INTO sklad_rows (batch_id, pdk, nazev, mnozstvi, kod_vzp, sarze, exspirace, ncsd, pc, dodavatel)
       SELECT (SELECT max(id) FROM export_batches), (100000 + g)::text, 'PŘÍPRAVEK ' || g || ' TBL 30',
              1 + g % 90, lpad((g % 9000)::text, 7, '0'), 'S7-' || g, current_date + (g * 7) % 500,
              5 + g % 400, 9 + g % 600, 'Dodavatel ' || g % 12
         FROM generate_series(1, 8000) g`,
    `INSERT INTO stock_lists (batch_id, sklad_row_id, list, prebytek)
       SELECT s.batch_id, s.id, CASE WHEN row_number() OVER (ORDER BY s.id) <= 5000 THEN 'lezak' ELSE 'ohrozeny' END,
              1 + s.id % 20
         FROM sklad_rows s WHERE s.batch_id = (SELECT max(id) FROM export_batches)`,
    `INSERT INTO karty_rows (batch_id, pdk, nazev, kod_vzp, min_stock)
       SELECT (SELECT max(id) FROM export_batches), (100000 + g)::text, 'PŘÍPRAVEK ' || g || ' TBL 30',
              lpad((g % 9000)::text, 7, '0'), g % 50
         FROM generate_series(1, 8000) g`,
    `INSERT INTO branch_exports (firma, pharmacy_code, batch_id, last_batch_at)
       VALUES ('LEMON', ${b}, (SELECT max(id) FROM export_batches), now())
       ON CONFLICT (firma, pharmacy_code) DO UPDATE SET batch_id = excluded.batch_id`,
    /* Its own items: 2 000 confirmed by their targets (to send), 500 picked (packages). */
    `UPDATE pool_items SET stav = 'potvrzeno', updated_at = now()
      WHERE id IN (SELECT id FROM pool_items WHERE firma = 'LEMON' AND pharmacy_code = ${b}
                      AND stav = 'rezervováno' ORDER BY id LIMIT 2000)`,
    `UPDATE pool_items SET stav = 'vychystáno', updated_at = now()
      WHERE id IN (SELECT id FROM pool_items WHERE firma = 'LEMON' AND pharmacy_code = ${b}
                      AND stav = 'rezervováno' ORDER BY id LIMIT 500)`,
    /* Převodky: 300 on the way to it, 300 from it, 1 200 received (its ledger), 3 lines each. */
    `INSERT INTO prevodky (prevodka_id, firma, from_code, to_code, stav, sent_at, received_at)
       SELECT 'LEMON-BENCH-' || g, 'LEMON',
              CASE WHEN g <= 300 OR (g > 600 AND g % 2 = 1)
                   THEN (1 + g % 99 + (g % 99 >= 6)::int)::text ELSE ${b} END,
              CASE WHEN g <= 300 THEN ${b} WHEN g <= 600 THEN (1 + g % 99 + (g % 99 >= 6)::int)::text
                   WHEN g % 2 = 0 THEN (1 + g % 99 + (g % 99 >= 6)::int)::text ELSE ${b} END,
              CASE WHEN g <= 600 THEN 'odesláno' WHEN g % 5 = 0 THEN 'uzavřeno' ELSE 'přijato' END,
              now() - (g % 400) * interval '1 day',
              CASE WHEN g <= 600 THEN NULL ELSE now() - (g % 400) * interval '1 day' + interval '2 days' END
         FROM generate_series(1, 1800) g`,
    `INSERT INTO pool_items (firma, pharmacy_code, target_pharmacy_code, pdk, nazev, sarze, exspirace,
                             mnozstvi, ncsd, stav, prevodka_id, probability)
       SELECT 'LEMON', p.from_code, p.to_code, (100000 + (p.id * 3 + n) % 12000)::text,
              'PŘÍPRAVEK ' || (p.id * 3 + n) || ' TBL 30', 'PV-' || p.id || '-' || n,
              current_date + 200, 1 + n, 20 + p.id % 300,
              CASE WHEN p.stav = 'odesláno' THEN 'odesláno' ELSE 'přijato' END, p.id, 80
         FROM prevodky p, generate_series(1, 3) n WHERE p.prevodka_id LIKE 'LEMON-BENCH-%'`,
    /* 300 lots the branch refused. */
    `INSERT INTO refused (firma, pharmacy_code, pdk, sarze, pool_item_id, reason)
       SELECT 'LEMON', ${b}, i.pdk, i.sarze, i.id, 'Nemáme odbyt.'
         FROM pool_items i WHERE i.firma = 'LEMON' AND i.pharmacy_code = '8'
        ORDER BY i.id LIMIT 300
       ON CONFLICT DO NOTHING`,
    'ANALYZE',
  ]
}
