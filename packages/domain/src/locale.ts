// spec §1: dates use the Serbian locale; the product's texts are Latin script, so the Latin
// variant is pinned (plain 'sr' would give Cyrillic month names).
export const LOCALE = 'sr-Latn-RS';
