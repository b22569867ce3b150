import type { Message } from './message';

// Story-only messages between the investor (21) and Marko Petrović (7), one every 20 minutes.
const LINES: Array<[sender: number, content: string]> = [
  [21, 'Poštovani, da li je cena parcele fiksna?'],
  [7, 'Dobar dan, cena je okvirna, možemo razgovarati.'],
  [21, 'Da li parcela ima pristup putu i struju?'],
  [7, 'Ima asfaltni put do same parcele, struja je na 50 metara.'],
  [21, 'Odlično. Kakav je status papira?'],
  [7, 'Sve je uknjiženo, vlasništvo 1/1, bez tereta.'],
  [21, 'Da li je moguće videti parcelu ovog vikenda?'],
  [7, 'Može u subotu posle 10 časova.'],
  [21, 'Dogovoreno.\nPoneću i geometra, ako nije problem.'],
  [7, 'Nije problem, vidimo se u subotu.'],
];

export const sampleMessages: Message[] = LINES.map(([sender_id, content], index) => ({
  id: index + 1,
  sender_id,
  content,
  created_at: new Date(Date.UTC(2024, 10, 5, 10, index * 20)).toISOString(),
}));
