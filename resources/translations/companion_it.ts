<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Amounts</name>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>carte</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Round {0} of {1} · Era {2}</source>
        <translation>Round {0} di {1} · Era {2}</translation>
    </message>
    <message>
        <source> · production after this round</source>
        <translation> · produzione dopo questo round</translation>
    </message>
    <message>
        <source>Game over: final scoring</source>
        <translation>Fine della partita: punteggio finale</translation>
    </message>
    <message>
        <source>Production after round {0}: check the breakdown, then apply it</source>
        <translation>Produzione dopo il round {0}: controllate il dettaglio, poi applicatelo</translation>
    </message>
    <message>
        <source>Era {0} begins: {1} keep cards down to the hand limit</source>
        <translation>Inizia l’Era {0}: {1} tengono carte fino al limite di mano</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn</source>
        <translation>{1} turno di {0}</translation>
    </message>
    <message>
        <source>reveal the top era card to place the 4th blocking tile</source>
        <translation>rivelate la prima carta Era per piazzare la 4ª tessera di blocco</translation>
    </message>
    <message>
        <source>discard down to {0}, then choose a slot</source>
        <translation>scartate fino a {0}, poi scegliete uno spazio</translation>
    </message>
    <message>
        <source>choose a slot and play a card</source>
        <translation>scegliete uno spazio e giocate una carta</translation>
    </message>
    <message>
        <source>discard one action card (limit of four)</source>
        <translation>scartate una carta azione (limite di quattro)</translation>
    </message>
    <message>
        <source>resolve {0}</source>
        <translation>risolvete {0}</translation>
    </message>
    <message>
        <source>resolve the slot&apos;s action and the played card, in either order</source>
        <translation>risolvete l’azione dello spazio e la carta giocata, in qualsiasi ordine</translation>
    </message>
    <message>
        <source>resolve the slot&apos;s action</source>
        <translation>risolvete l’azione dello spazio</translation>
    </message>
    <message>
        <source>resolve the played card, or end the turn</source>
        <translation>risolvete la carta giocata o terminate il turno</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>terminate il turno</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Player boards</source>
        <translation>Plance giocatore</translation>
    </message>
    <message>
        <source>Board {0} ({1})</source>
        <translation>Plancia {0} ({1})</translation>
    </message>
    <message>
        <source>New games use the boards you save here; the game open keeps its own.</source>
        <translation>Le nuove partite usano le plance salvate qui; la partita aperta mantiene le sue.</translation>
    </message>
    <message>
        <source>Tap a site on the board to select it.</source>
        <translation>Tocca un sito sulla plancia per selezionarlo.</translation>
    </message>
    <message>
        <source>This site</source>
        <translation>Questo sito</translation>
    </message>
    <message>
        <source>Its marks to</source>
        <translation>I suoi simboli a</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Sposta</translation>
    </message>
    <message>
        <source>The city to</source>
        <translation>La città a</translation>
    </message>
    <message>
        <source>Add a building site</source>
        <translation>Aggiungi un sito di costruzione</translation>
    </message>
    <message>
        <source>Add an expansion site</source>
        <translation>Aggiungi un sito di espansione</translation>
    </message>
    <message>
        <source>Make it the start city</source>
        <translation>Rendila la città iniziale</translation>
    </message>
    <message>
        <source>Remove this site</source>
        <translation>Rimuovi questo sito</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>La plancia</translation>
    </message>
    <message>
        <source>New city site</source>
        <translation>Nuovo sito città</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Tunnel site from</source>
        <translation>Sito tunnel da</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Checked against our printed board</source>
        <translation>Verificata sulla nostra plancia stampata</translation>
    </message>
    <message>
        <source>Start again from the built-in layout</source>
        <translation>Ricomincia dalla disposizione integrata</translation>
    </message>
    <message>
        <source>Save this board</source>
        <translation>Salva questa plancia</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Verificata sulla vostra copia.</translation>
    </message>
    <message>
        <source>Saved by your table; not checked against your copy.</source>
        <translation>Salvata dal vostro tavolo; non verificata sulla vostra copia.</translation>
    </message>
    <message>
        <source>Built-in layout: not checked against your copy.</source>
        <translation>Disposizione integrata: non verificata sulla vostra copia.</translation>
    </message>
    <message>
        <source>Changes not saved yet.</source>
        <translation>Modifiche non ancora salvate.</translation>
    </message>
    <message>
        <source>Cannot be saved yet: {0}</source>
        <translation>Non si può ancora salvare: {0}</translation>
    </message>
    <message>
        <source> (start city)</source>
        <translation> (città iniziale)</translation>
    </message>
    <message>
        <source>Not changed: {0}</source>
        <translation>Non modificato: {0}</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Non salvato: {0}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>▶+card</source>
        <translation>▶+carta</translation>
    </message>
    <message>
        <source>{0}pt</source>
        <translation>{0} pt</translation>
    </message>
    <message>
        <source>extra {0}</source>
        <translation>extra {0}</translation>
    </message>
    <message>
        <source>, upgraded</source>
        <translation>, con miglioramento</translation>
    </message>
    <message>
        <source>, connected</source>
        <translation>, connesso</translation>
    </message>
    <message>
        <source>, not connected</source>
        <translation>, non connesso</translation>
    </message>
</context>
<context>
    <name>CalibrateBar</name>
    <message>
        <source>Check the slot colours</source>
        <translation>Controlla i colori degli spazi azione</translation>
    </message>
    <message>
        <source>Player boards…</source>
        <translation>Plance giocatore…</translation>
    </message>
    <message>
        <source>Tap each slot whose colour matches your main board (a ? marks those not checked yet); tap again to change it. Saved for every later game.</source>
        <translation>Tocca ogni spazio azione il cui colore corrisponde al vostro tabellone di gioco (un ? segna quelli non ancora controllati); tocca di nuovo per cambiarlo. Vale per ogni partita successiva.</translation>
    </message>
    <message>
        <source>Done checking the colours</source>
        <translation>Fine controllo colori</translation>
    </message>
</context>
<context>
    <name>CardDetails</name>
    <message>
        <source>number: not said</source>
        <translation>numero: non indicato</translation>
    </message>
    <message>
        <source>name (a new library entry)</source>
        <translation>nome (nuova voce del catalogo)</translation>
    </message>
    <message>
        <source>not a special card</source>
        <translation>non è una carta Speciale</translation>
    </message>
    <message>
        <source>special card costing {0} credits</source>
        <translation>carta Speciale da {0} crediti</translation>
    </message>
    <message>
        <source>+1 hand limit</source>
        <translation>+1 limite di mano</translation>
    </message>
    <message>
        <source>Its type places the tile (keys 1–5):</source>
        <translation>Il suo tipo piazza la tessera (tasti 1–5):</translation>
    </message>
    <message>
        <source>Save to the library and place</source>
        <translation>Salva nella biblioteca e piazza</translation>
    </message>
    <message>
        <source>In the library: {0} ({1}) — nothing more to say.</source>
        <translation>Nella biblioteca: {0} ({1}) — non serve altro.</translation>
    </message>
    <message>
        <source>Place {0} (1–5)</source>
        <translation>Piazza {0} (1–5)</translation>
    </message>
    <message>
        <source>Not in the library yet: its name, type (keys 1–5) and effect, once — it is never asked again.</source>
        <translation>Non ancora nella biblioteca: nome, tipo (tasti 1–5) ed effetto, una volta sola — non verrà più chiesto.</translation>
    </message>
    <message>
        <source>Place without saving</source>
        <translation>Piazza senza salvare</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Correct {0}&apos;s counters and board</source>
        <translation>Correggi contatori e plancia di {0}</translation>
    </message>
    <message>
        <source>Set each value to what the table sees; say why. The history keeps it.</source>
        <translation>Impostate ogni valore come sul tavolo e dite perché. La cronologia lo conserva.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>— no board site —</source>
        <translation>— nessun sito —</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>migliorato</translation>
    </message>
    <message>
        <source>Board site</source>
        <translation>Sito della plancia</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Contiene</translation>
    </message>
    <message>
        <source>why (required), e.g. &apos;forgot the site bonus&apos;</source>
        <translation>motivo (obbligatorio), ad es. «dimenticato il bonus di costruzione»</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>{0} (now {1})</source>
        <translation>{0} (ora {1})</translation>
    </message>
</context>
<context>
    <name>EffectEditor</name>
    <message>
        <source>no effect to enter (name and type only)</source>
        <translation>nessun effetto da inserire (solo nome e tipo)</translation>
    </message>
    <message>
        <source>the table resolves it (enter its result when it fires)</source>
        <translation>la risolve il tavolo (inserite il risultato quando si attiva)</translation>
    </message>
    <message>
        <source>gain resources, cards, points</source>
        <translation>ottenere risorse, carte, punti</translation>
    </message>
    <message>
        <source>build (at usual cost)</source>
        <translation>costruire (al costo normale)</translation>
    </message>
    <message>
        <source>upgrade structures (1 science each)</source>
        <translation>migliorare strutture (1 ricerca ciascuna)</translation>
    </message>
    <message>
        <source>use action cards</source>
        <translation>usare carte azione</translation>
    </message>
    <message>
        <source>advance on the Federation track</source>
        <translation>avanzare sul tracciato della Federazione</translation>
    </message>
    <message>
        <source>take 1 special card</source>
        <translation>prendere 1 carta Speciale</translation>
    </message>
    <message>
        <source>gain different resources, 1 each</source>
        <translation>ottenere risorse diverse, 1 ciascuna</translation>
    </message>
    <message>
        <source>whenever …, gain …</source>
        <translation>ogni volta che …, ottenete …</translation>
    </message>
    <message>
        <source>hand limit +1</source>
        <translation>limite di mano +1</translation>
    </message>
    <message>
        <source>a fixed gain each production</source>
        <translation>un guadagno fisso a ogni Produzione</translation>
    </message>
    <message>
        <source>a gain per counted thing</source>
        <translation>un guadagno per ogni cosa contata</translation>
    </message>
    <message>
        <source>a gain per connected city with buildings</source>
        <translation>un guadagno per città connessa con edifici</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>punti fissi</translation>
    </message>
    <message>
        <source>points per counted thing</source>
        <translation>punti per ogni cosa contata</translation>
    </message>
    <message>
        <source>points by a threshold table</source>
        <translation>punti secondo una tabella a soglie</translation>
    </message>
    <message>
        <source>points per complete set</source>
        <translation>punti per set completo</translation>
    </message>
    <message>
        <source>pay resources for points (conversion)</source>
        <translation>pagare risorse per punti (conversione)</translation>
    </message>
    <message>
        <source>points per connected city with buildings</source>
        <translation>punti per città connessa con edifici</translation>
    </message>
    <message>
        <source>structures</source>
        <translation>strutture</translation>
    </message>
    <message>
        <source>action cards</source>
        <translation>carte azione</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>passi</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>risorse</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>and upgrade it for 1 science</source>
        <translation>e miglioratela per 1 ricerca</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Costruite</translation>
    </message>
    <message>
        <source>and also gain:</source>
        <translation>e ottenete anche:</translation>
    </message>
    <message>
        <source>no condition</source>
        <translation>nessuna condizione</translation>
    </message>
    <message>
        <source>Only with at least</source>
        <translation>Solo con almeno</translation>
    </message>
    <message>
        <source>whenever you choose a slot that does not match your card</source>
        <translation>ogni volta che scegliete uno spazio azione che non corrisponde alla vostra carta</translation>
    </message>
    <message>
        <source>whenever you reach space 3 of the Federation track</source>
        <translation>ogni volta che raggiungete lo spazio 3 del tracciato della Federazione</translation>
    </message>
    <message>
        <source>whenever you build the 2nd laboratory of a connected city</source>
        <translation>ogni volta che costruite il 2° laboratorio di una città connessa</translation>
    </message>
    <message>
        <source>whenever you build the 2nd desalination plant of a connected city</source>
        <translation>ogni volta che costruite il 2° dissalatore di una città connessa</translation>
    </message>
    <message>
        <source>whenever an action slot gives you at least 1 steelplast</source>
        <translation>ogni volta che uno spazio azione vi dà almeno 1 plastacciaio</translation>
    </message>
    <message>
        <source>whenever your network connects to a new metropolis</source>
        <translation>ogni volta che la vostra rete si connette a una nuova metropoli</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>senza limite</translation>
    </message>
    <message>
        <source>per</source>
        <translation>per</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>al massimo</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>migliorati</translation>
    </message>
    <message>
        <source>each connected city with at least</source>
        <translation>ogni città connessa con almeno</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>non usato</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>almeno</translation>
    </message>
    <message>
        <source>Pay:</source>
        <translation>Pagate:</translation>
    </message>
    <message>
        <source>as often as you can</source>
        <translation>quante volte potete</translation>
    </message>
    <message>
        <source>Set its numbers: {0}</source>
        <translation>Impostate i numeri: {0}</translation>
    </message>
    <message>
        <source>For {0} — {1}</source>
        <translation>Per {0} — {1}</translation>
    </message>
</context>
<context>
    <name>EraKeepPanel</name>
    <message>
        <source>What production gave</source>
        <translation>Cosa ha dato la produzione</translation>
    </message>
    <message>
        <source>{0}: feeding — {1}</source>
        <translation>{0}: nutrire le città — {1}</translation>
    </message>
    <message>
        <source>Era {0} begins</source>
        <translation>Inizia l’Era {0}</translation>
    </message>
    <message>
        <source>Action cards are refreshed. Each player drew 3 cards of the new era and keeps 3 of their whole hand (4 with +1 hand limit).</source>
        <translation>Le carte azione tornano disponibili. Ogni giocatore ha pescato 3 carte della nuova Era e tiene 3 carte di tutta la mano (4 con +1 limite di mano).</translation>
    </message>
    <message>
        <source>{0}: holds {1}, keeps {2}</source>
        <translation>{0}: ha {1}, ne tiene {2}</translation>
    </message>
    <message>
        <source>Discard {0}</source>
        <translation>Scarta {0}</translation>
    </message>
    <message>
        <source>✓ kept</source>
        <translation>✓ tenute</translation>
    </message>
</context>
<context>
    <name>FinalDetail</name>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Track points</source>
        <translation>Punti sul tracciato</translation>
    </message>
    <message>
        <source>Brown metropolis</source>
        <translation>Metropoli marrone</translation>
    </message>
    <message>
        <source>End-scoring cards</source>
        <translation>Carte punteggio</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Città</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Lines the table must settle</source>
        <translation>Righe che il tavolo deve stabilire</translation>
    </message>
    <message>
        <source>Apply these amounts</source>
        <translation>Applica questi valori</translation>
    </message>
    <message>
        <source>Totals with these amounts: {0}</source>
        <translation>Totali con questi valori: {0}</translation>
    </message>
    <message>
        <source>{0} tie; the tie goes to whoever is earlier in the final play order ({1}).</source>
        <translation>Pareggio tra {0}; vince chi viene prima nell’ultimo ordine di gioco ({1}).</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Calcolo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>1 brown metropolis</source>
        <translation>1 metropoli marrone</translation>
    </message>
    <message>
        <source>2 end-scoring cards</source>
        <translation>2 carte punteggio</translation>
    </message>
    <message>
        <source>3 cities</source>
        <translation>3 città</translation>
    </message>
    <message>
        <source>4 resources</source>
        <translation>4 risorse</translation>
    </message>
    <message>
        <source>track</source>
        <translation>tracciato</translation>
    </message>
    <message>
        <source>points before scoring</source>
        <translation>punti prima del conteggio</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>Resources are spent where they buy the most points: end-scoring cards first; then biomatter sells for 2 credits each and every 4 credits, kelp, science and steelplast, in any mix, score 1 point (German rulebook p. 17). After the cards: {0} → {1} points; only the remainder ({2}) scores nothing.</source>
        <translation>Le risorse vanno dove fruttano più punti: prima le carte punteggio; poi la biomateria si vende per 2 crediti l&apos;una e ogni 4 tra crediti, alghe, ricerca e plastacciaio, in qualsiasi combinazione, valgono 1 punto (regolamento tedesco p. 17). Dopo le carte: {0} → {1} punti; solo il resto ({2}) non vale nulla.</translation>
    </message>
    <message>
        <source>⚠ 1 line waits for the table to say what it scored.</source>
        <translation>⚠ 1 riga attende che il tavolo dica quanto ha segnato.</translation>
    </message>
    <message>
        <source>⚠ {0} lines wait for the table to say what they scored.</source>
        <translation>⚠ {0} righe attendono che il tavolo dica quanto hanno segnato.</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Punti per round</translation>
    </message>
    <message>
        <source>round ({0}: after the last production and final scoring)</source>
        <translation>round ({0}: dopo l’ultima produzione e il punteggio finale)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Final scoring (projection: the game is not over)</source>
        <translation>Punteggio finale (proiezione: la partita non è finita)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Torna al tavolo</translation>
    </message>
    <message>
        <source>Games list</source>
        <translation>Elenco partite</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Andamento dei punti</translation>
    </message>
    <message>
        <source>BG Stats play…</source>
        <translation>Partita per BG Stats…</translation>
    </message>
    <message>
        <source>Score sheet (PDF)…</source>
        <translation>Foglio punteggi (PDF)…</translation>
    </message>
    <message>
        <source>Duration {0} · thinking time: {1}</source>
        <translation>Durata {0} · tempo di riflessione: {1}</translation>
    </message>
    <message>
        <source>★ {0} wins with {1} points.</source>
        <translation>★ {0} vince con {1} punti.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
<context>
    <name>FinishedPanel</name>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>The boards beside show how every network ended. Nothing more can be tapped.</source>
        <translation>Le plance accanto mostrano come è finita ogni rete. Non c&apos;è più nulla da toccare.</translation>
    </message>
    <message>
        <source>Show final scoring</source>
        <translation>Mostra il punteggio finale</translation>
    </message>
    <message>
        <source>Final play order (it breaks ties): {0}</source>
        <translation>Ordine di gioco finale (decide i pareggi): {0}</translation>
    </message>
</context>
<context>
    <name>FixDialog</name>
    <message>
        <source>Fix tap {0}</source>
        <translation>Correggi la mossa {0}</translation>
    </message>
    <message>
        <source>Tap {0} says: {1}</source>
        <translation>La mossa {0} dice: {1}</translation>
    </message>
    <message>
        <source>Change what was wrong. Every later tap is checked again; any that became illegal is kept as a conflict for you to fix or delete.</source>
        <translation>Cambiate ciò che era sbagliato. Ogni mossa successiva viene ricontrollata; quelle diventate non valide restano come conflitti da correggere o eliminare.</translation>
    </message>
</context>
<context>
    <name>FixStrip</name>
    <message>
        <source>Edit fields…</source>
        <translation>Modifica i campi…</translation>
    </message>
    <message>
        <source>Change the tap&apos;s details in a form instead</source>
        <translation>Cambiate invece i dettagli della mossa in un modulo</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annulla (Esc)</translation>
    </message>
    <message>
        <source>Fixing tap {0}: {1} — tap what really happened; Esc cancels</source>
        <translation>Correzione della mossa {0}: {1} — toccate ciò che è successo davvero; Esc annulla</translation>
    </message>
    <message>
        <source>Tap {0} fixed. ⚠ Taps now in conflict: {1}. Fix or delete each one in the History.</source>
        <translation>Mossa {0} corretta. ⚠ Mosse ora in conflitto: {1}. Correggetele o eliminatele nella Cronologia.</translation>
    </message>
    <message>
        <source>Tap {0} fixed; every later tap still holds.</source>
        <translation>Mossa {0} corretta; tutte le mosse successive restano valide.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>FreeformRecord</name>
    <message>
        <source>It gave:</source>
        <translation>Ha dato:</translation>
    </message>
    <message>
        <source>It cost:</source>
        <translation>È costata:</translation>
    </message>
    <message>
        <source>Record it</source>
        <translation>Registra</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>New game: which game?</source>
        <translation>Nuova partita: quale gioco?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Iniziata</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durata</translation>
    </message>
    <message>
        <source>Thinking time: {0}</source>
        <translation>Tempo di riflessione: {0}</translation>
    </message>
    <message>
        <source>{0} #{1}</source>
        <translation>{0} #{1}</translation>
    </message>
    <message>
        <source>damaged: cannot be read (export what reads, or delete it)</source>
        <translation>danneggiata: non leggibile (esporta ciò che si legge, o eliminala)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>round {0} of {1}</source>
        <translation>round {0} di {1}</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>round {0}</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation>Annulla il turno</translation>
    </message>
    <message>
        <source>Take back every tap of this turn (with none yet: the previous turn); Redo plays them again one by one</source>
        <translation>Annulla tutte le mosse di questo turno (se non ce ne sono ancora: il turno precedente); Ripeti le rifà una alla volta</translation>
    </message>
    <message>
        <source>Fix at the table</source>
        <translation>Correggi al tavolo</translation>
    </message>
    <message>
        <source>Show the game just before this tap and tap what really happened</source>
        <translation>Mostra la partita subito prima di questa mossa e toccate ciò che è successo davvero</translation>
    </message>
    <message>
        <source>Edit fields…</source>
        <translation>Modifica i campi…</translation>
    </message>
    <message>
        <source>Delete this tap</source>
        <translation>Elimina questa mossa</translation>
    </message>
    <message>
        <source>(by the app)</source>
        <translation>(dall&apos;app)</translation>
    </message>
    <message>
        <source>conflict: {0}</source>
        <translation>conflitto: {0}</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>annullato</translation>
    </message>
    <message>
        <source>(fixing at the table)</source>
        <translation>(in correzione al tavolo)</translation>
    </message>
    <message>
        <source>⚠ Taps in conflict: {0}. Fix or delete each one.</source>
        <translation>⚠ Mosse in conflitto: {0}. Correggetele o eliminatele.</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Board-game companion</source>
        <translation>Assistente per giochi da tavolo</translation>
    </message>
    <message>
        <source>Keeps the bookkeeping of a physical game: whose turn it is, the tracks, the slots, every network; runs production and final scoring with their working.</source>
        <translation>Tiene la contabilità di una partita dal vivo: di chi è il turno, i tracciati, gli spazi, ogni rete; calcola produzione e punteggio finale mostrando i passaggi.</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Nuova partita (Ctrl+N)</translation>
    </message>
    <message>
        <source>Continue the selected game</source>
        <translation>Continua la partita selezionata</translation>
    </message>
    <message>
        <source>Card library</source>
        <translation>Catalogo delle carte</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Elimina…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>Finished or not</source>
        <translation>Finite o no</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finite</translation>
    </message>
    <message>
        <source>Search a title or a player</source>
        <translation>Cerca un titolo o un giocatore</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Andamento dei punti</translation>
    </message>
    <message>
        <source>Export ▾</source>
        <translation>Esporta ▾</translation>
    </message>
    <message>
        <source>The selected game as a file, a BG Stats play or a score sheet; every result</source>
        <translation>La partita scelta come file, partita per BG Stats o foglio punteggi; tutti i risultati</translation>
    </message>
    <message>
        <source>No games yet: start one with New game.</source>
        <translation>Ancora nessuna partita: iniziatene una con Nuova partita.</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Tutti i giocatori</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Nessuna partita corrisponde a questi filtri.</translation>
    </message>
    <message>
        <source>Games: {0}</source>
        <translation>Partite: {0}</translation>
    </message>
    <message>
        <source>Game file (.jsonl)…</source>
        <translation>File della partita (.jsonl)…</translation>
    </message>
    <message>
        <source>BG Stats play (.bgsplay)…</source>
        <translation>Partita per BG Stats (.bgsplay)…</translation>
    </message>
    <message>
        <source>Score sheet (PDF)…</source>
        <translation>Foglio punteggi (PDF)…</translation>
    </message>
    <message>
        <source>Results shown, as CSV…</source>
        <translation>Risultati mostrati, in CSV…</translation>
    </message>
    <message>
        <source>Results shown, as JSON…</source>
        <translation>Risultati mostrati, in JSON…</translation>
    </message>
    <message>
        <source>Export a game</source>
        <translation>Esporta una partita</translation>
    </message>
    <message>
        <source>Game files (*.jsonl)</source>
        <translation>File di partita (*.jsonl)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Elimina una partita</translation>
    </message>
    <message>
        <source>Delete game #{0} ({1}) and its whole history? This cannot be undone.</source>
        <translation>Eliminare la partita #{0} ({1}) con tutta la sua cronologia? Non si può annullare.</translation>
    </message>
</context>
<context>
    <name>KindTab</name>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Distribuzione dei punti</translation>
    </message>
    <message>
        <source>First-player advantage: wins by position</source>
        <translation>Vantaggio del primo giocatore: vittorie per posizione</translation>
    </message>
    <message>
        <source>Average score by player count</source>
        <translation>Punteggio medio per numero di giocatori</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Punti per categoria</translation>
    </message>
    <message>
        <source>Points by category and group</source>
        <translation>Punti per categoria e gruppo</translation>
    </message>
    <message>
        <source>{0} finished games · average duration {1}</source>
        <translation>{0} partite finite · durata media {1}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>fair game</source>
        <translation>gioco equo</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Percentuale di vittorie (%)</translation>
    </message>
    <message>
        <source>Fair game (%)</source>
        <translation>Gioco equo (%)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Winners&apos; average</source>
        <translation>Media dei vincitori</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppo</translation>
    </message>
</context>
<context>
    <name>LibraryScreen</name>
    <message>
        <source>Card library</source>
        <translation>Catalogo delle carte</translation>
    </message>
    <message>
        <source>Search number, name, text…</source>
        <translation>Cerca numero, nome, testo…</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effetto</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Metropolis tiles</source>
        <translation>Tessere metropoli</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Import a pack…</source>
        <translation>Importa un pacchetto…</translation>
    </message>
    <message>
        <source>Export what the table taught…</source>
        <translation>Esporta ciò che il tavolo ha insegnato…</translation>
    </message>
    <message>
        <source>Import a pack</source>
        <translation>Importa un pacchetto</translation>
    </message>
    <message>
        <source>Packs (*.json)</source>
        <translation>Pacchetti (*.json)</translation>
    </message>
    <message>
        <source>Export what the table taught</source>
        <translation>Esporta ciò che il tavolo ha insegnato</translation>
    </message>
    <message>
        <source>Player boards…</source>
        <translation>Plance giocatore…</translation>
    </message>
    <message>
        <source>Add or teach a card the table met</source>
        <translation>Aggiungi o insegna una carta incontrata al tavolo</translation>
    </message>
    <message>
        <source>Edit the selected card</source>
        <translation>Modifica la carta selezionata</translation>
    </message>
    <message>
        <source>Save to the library</source>
        <translation>Salva nella biblioteca</translation>
    </message>
    <message>
        <source>Select a card in the list first.</source>
        <translation>Selezionate prima una carta nell&apos;elenco.</translation>
    </message>
    <message>
        <source>resolved by the table</source>
        <translation>risolta dal tavolo</translation>
    </message>
    <message>
        <source>effect known</source>
        <translation>effetto noto</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>nessun numero</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>nome come stampato</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>colore sconosciuto</translation>
    </message>
    <message>
        <source>the card&apos;s text, as printed</source>
        <translation>il testo della carta, come stampato</translation>
    </message>
    <message>
        <source>not recorded yet</source>
        <translation>non ancora registrato</translation>
    </message>
    <message>
        <source>Added {0}.</source>
        <translation>{0} aggiunta.</translation>
    </message>
    <message>
        <source>Imported {0} new entries ({1} already known).</source>
        <translation>Importate {0} nuove voci ({1} già note).</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>Salvato {0}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Board-game companion</source>
        <translation>Assistente per giochi da tavolo</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Light / dark</source>
        <translation>Chiaro / scuro</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Previsione</translation>
    </message>
    <message>
        <source>Teaching mode</source>
        <translation>Modalità tutorial</translation>
    </message>
    <message>
        <source>Bigger text</source>
        <translation>Testo più grande</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Testo più piccolo</translation>
    </message>
    <message>
        <source>Text size as on this screen</source>
        <translation>Dimensione del testo adatta allo schermo</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>{0} #{1} — Board-game companion</source>
        <translation>{0} #{1} — Assistente per giochi da tavolo</translation>
    </message>
    <message>
        <source>Card library: which game?</source>
        <translation>Biblioteca delle carte: quale gioco?</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Andamento dei punti</translation>
    </message>
    <message>
        <source>Game open elsewhere</source>
        <translation>Partita aperta altrove</translation>
    </message>
    <message>
        <source>Open it read-only here?</source>
        <translation>Aprirla qui in sola lettura?</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>This app cannot show that game.</source>
        <translation>Questa app non può mostrare quel gioco.</translation>
    </message>
    <message>
        <source>Take back the last tap (Ctrl+Z)</source>
        <translation>Annulla l’ultima mossa (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Play the undone tap again (Ctrl+Shift+Z)</source>
        <translation>Ripeti la mossa annullata (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>Every tap in words (Ctrl+H)</source>
        <translation>Ogni mossa a parole (Ctrl+H)</translation>
    </message>
    <message>
        <source>What each network would produce now, and what one more tunnel would change (Ctrl+P)</source>
        <translation>Cosa produrrebbe ora ogni rete e cosa cambierebbe un tunnel in più (Ctrl+P)</translation>
    </message>
    <message>
        <source>Back to the games list</source>
        <translation>Torna all’elenco delle partite</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Dimensione del testo</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Resume the game clock</source>
        <translation>Riprendi il cronometro della partita</translation>
    </message>
    <message>
        <source>Pause the game clock</source>
        <translation>Metti in pausa il cronometro della partita</translation>
    </message>
    <message>
        <source>Back up every game…</source>
        <translation>Salva una copia di tutte le partite…</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Ripristina una copia…</translation>
    </message>
    <message>
        <source>Teaching ▾</source>
        <translation>Tutorial ▾</translation>
    </message>
    <message>
        <source>Teaching mode: a guide and lessons for new players (Ctrl+T)</source>
        <translation>Modalità tutorial: guida e lezioni per nuovi giocatori (Ctrl+T)</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>Guida per {0}</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Player board</source>
        <translation>Plancia giocatore</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Teaching mode: a guide through setup and every turn, and short lessons when a player first meets a rule</source>
        <translation>Modalità tutorial: guida nella preparazione e in ogni turno, brevi lezioni quando un giocatore incontra una regola</translation>
    </message>
    <message>
        <source>Main board side</source>
        <translation>Lato del tabellone</translation>
    </message>
    <message>
        <source>as the player count says</source>
        <translation>secondo il numero di giocatori</translation>
    </message>
    <message>
        <source>3–4 players side</source>
        <translation>lato per 3–4 giocatori</translation>
    </message>
    <message>
        <source>1–2 players side</source>
        <translation>lato per 1–2 giocatori</translation>
    </message>
    <message>
        <source>Player boards</source>
        <translation>Plance giocatore</translation>
    </message>
    <message>
        <source>standard (#1–4, first games)</source>
        <translation>standard (#1–4, prime partite)</translation>
    </message>
    <message>
        <source>asymmetric (#5–8, experts)</source>
        <translation>asimmetrico (#5–8, esperti)</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>government contracts</source>
        <translation>contratti governativi</translation>
    </message>
    <message>
        <source>Solo difficulty (blocking tiles on the n-th slot)</source>
        <translation>Difficoltà in solitario (tessere di blocco sull’n-esimo spazio)</translation>
    </message>
    <message>
        <source>Tunnel tiles in the box (46; the English edition 47)</source>
        <translation>Tessere tunnel nella scatola (46; edizione inglese 47)</translation>
    </message>
    <message>
        <source>Play order for round 1</source>
        <translation>Ordine di gioco del round 1</translation>
    </message>
    <message>
        <source>the app draws it</source>
        <translation>la sorteggia l’app</translation>
    </message>
    <message>
        <source>as the table drew it:</source>
        <translation>come sorteata al tavolo:</translation>
    </message>
    <message>
        <source>The app deals the metropolis tiles</source>
        <translation>L’app distribuisce le tessere metropoli</translation>
    </message>
    <message>
        <source>Enter them as drawn, by their printed names (1 brown and 2 blue each)</source>
        <translation>Inseriscile come pescate, con i nomi stampati (1 marrone e 2 blu ciascuno)</translation>
    </message>
    <message>
        <source>{0} and {1} both chose {2}: each player needs a colour of their own.</source>
        <translation>{0} e {1} hanno scelto entrambi {2}: ogni giocatore ha bisogno di un colore suo.</translation>
    </message>
    <message>
        <source>New game: metropolis tiles and special cards</source>
        <translation>Nuova partita: metropoli e carte Speciali</translation>
    </message>
    <message>
        <source>Setting up the table, step by step</source>
        <translation>Preparazione del tavolo, passo per passo</translation>
    </message>
    <message>
        <source>dealt by the app</source>
        <translation>dato dall’app</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main board&lt;/b&gt;: {0} side · &lt;b&gt;player boards&lt;/b&gt;: {1}</source>
        <translation>&lt;b&gt;Tabellone&lt;/b&gt;: lato {0} · &lt;b&gt;plance giocatore&lt;/b&gt;: {1}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play order, round 1&lt;/b&gt;: {0}</source>
        <translation>&lt;b&gt;Ordine di gioco, round 1&lt;/b&gt;: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Federation start positions and seat bonuses&lt;/b&gt;:</source>
        <translation>&lt;b&gt;Posizioni iniziali sul tracciato della Federazione e bonus&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>below space 4</source>
        <translation>sotto lo spazio 4</translation>
    </message>
    <message>
        <source>space {0}</source>
        <translation>spazio {0}</translation>
    </message>
    <message>
        <source>, bonus {0}</source>
        <translation>, bonus {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Boards and metropolis tiles&lt;/b&gt;:</source>
        <translation>&lt;b&gt;Plance e tessere metropoli&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>&amp;nbsp;&amp;nbsp;{0}: board {1}; {2}</source>
        <translation>&amp;nbsp;&amp;nbsp;{0}: plancia {1}; {2}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Opening hands&lt;/b&gt;: each player draws 6 Era I cards and keeps 3 ({0}).</source>
        <translation>&lt;b&gt;Mano iniziale&lt;/b&gt;: ognuno pesca 6 carte dell’Era I e ne tiene 3 ({0}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Starting resources&lt;/b&gt;: {0} each, plus the seat bonuses above.</source>
        <translation>&lt;b&gt;Risorse iniziali&lt;/b&gt;: {0} a testa, più i bonus indicati sopra.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>New game: players</source>
        <translation>Nuova partita: giocatori</translation>
    </message>
    <message>
        <source>New game: table and variants</source>
        <translation>Nuova partita: tavolo e varianti</translation>
    </message>
    <message>
        <source>New game: check and start</source>
        <translation>Nuova partita: controlla e inizia</translation>
    </message>
</context>
<context>
    <name>PlayerForecast</name>
    <message>
        <source>After: {0}; score: {1}</source>
        <translation>Dopo: {0}; punti: {1}</translation>
    </message>
    <message>
        <source>One more tunnel would have changed:</source>
        <translation>Un tunnel in più avrebbe cambiato:</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Correct…</source>
        <translation>Correggi…</translation>
    </message>
    <message>
        <source>Set any counter or board site by hand, with a reason</source>
        <translation>Imposta a mano un contatore o un sito, con un motivo</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 pt</translation>
    </message>
    <message>
        <source>{0} pts</source>
        <translation>{0} pt</translation>
    </message>
    <message>
        <source>▶ now playing: {0} turn of 3</source>
        <translation>▶ di turno: {0} turno di 3</translation>
    </message>
    <message>
        <source>Hand: {0} cards (limit {1})</source>
        <translation>Mano: {0} carte (limite {1})</translation>
    </message>
    <message>
        <source>  ⚠ over the limit</source>
        <translation>  ⚠ oltre il limite</translation>
    </message>
    <message>
        <source> (used)</source>
        <translation> (usata)</translation>
    </message>
    <message>
        <source>Action cards {0} of {1}: {2}</source>
        <translation>Carte azione {0} di {1}: {2}</translation>
    </message>
    <message>
        <source>{0} unnamed</source>
        <translation>{0} senza nome</translation>
    </message>
    <message>
        <source>Special cards paid: {0}</source>
        <translation>Carte Speciali pagate: {0}</translation>
    </message>
    <message>
        <source>No claimed cards yet</source>
        <translation>Ancora nessuna carta reclamata</translation>
    </message>
    <message>
        <source>{0} ({1}): {2} points</source>
        <translation>{0} ({1}): {2} punti</translation>
    </message>
</context>
<context>
    <name>PlayerTab</name>
    <message>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Tutti i giocatori</translation>
    </message>
    <message>
        <source>Plays and wins</source>
        <translation>Partite e vittorie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Thinking time</source>
        <translation>Tempo di riflessione</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Everyone who sat at a table. Renaming or merging keeps every game as it was played; lessons seen follow the player.</source>
        <translation>Tutti quelli che si sono seduti a un tavolo. Rinominare o unire lascia ogni partita com&apos;è stata giocata; le lezioni viste seguono il giocatore.</translation>
    </message>
    <message>
        <source>Avatar</source>
        <translation>Avatar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Rinomina…</translation>
    </message>
    <message>
        <source>Merge into…</source>
        <translation>Unisci a…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Rinomina un giocatore</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Unisci giocatori</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nuovo nome:</translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation>{0} è la stessa persona di:</translation>
    </message>
    <message>
        <source>Merge {0} into {1}? {0}&apos;s {2} games and lessons seen move to {1}; each game keeps the name it was played under.</source>
        <translation>Unire {0} a {1}? Le {2} partite e le lezioni viste di {0} passano a {1}; ogni partita mantiene il nome con cui è stata giocata.</translation>
    </message>
</context>
<context>
    <name>ProductionPanel</name>
    <message>
        <source>Only connected things produce. Check each line against the boards; choices that cards offer are below each table. Feeding follows: each connected city eats 1 kelp, else 1 biomatter, else costs 3 points.</source>
        <translation>Produce solo ciò che è connesso. Controllate ogni riga sulle plance; le scelte offerte dalle carte sono sotto ogni tabella. Poi si nutrono le città: ogni città connessa mangia 1 alga, altrimenti 1 biomateria, altrimenti costa 3 punti.</translation>
    </message>
    <message>
        <source>Skip the lines marked ⚠: they gave nothing</source>
        <translation>Salta le righe segnate ⚠: non hanno dato nulla</translation>
    </message>
    <message>
        <source>Apply production and feeding (P)</source>
        <translation>Applica produzione e nutrimento (P)</translation>
    </message>
    <message>
        <source>Production after round {0} — end of era {1}</source>
        <translation>Produzione dopo il round {0} — fine dell’Era {1}</translation>
    </message>
    <message>
        <source>Settle or skip every line marked ⚠ first.</source>
        <translation>Prima stabilite o saltate ogni riga segnata con ⚠.</translation>
    </message>
</context>
<context>
    <name>ProgressionScreen</name>
    <message>
        <source>Score progression — {0} #{1}</source>
        <translation>Andamento dei punti — {0} #{1}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Points after each tap</source>
        <translation>Punti dopo ogni tocco</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Tocco</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Round {0} is over</source>
        <translation>Il round {0} è finito</translation>
    </message>
</context>
<context>
    <name>SettleLine</name>
    <message>
        <source>{0}: what did it give?</source>
        <translation>{0}: che cosa ha dato?</translation>
    </message>
    <message>
        <source>{0}: what did it score?</source>
        <translation>{0}: quanti punti ha fatto?</translation>
    </message>
    <message>
        <source>It paid resources…</source>
        <translation>Ha pagato risorse…</translation>
    </message>
    <message>
        <source>Skip: it gave nothing</source>
        <translation>Salta: non ha dato nulla</translation>
    </message>
    <message>
        <source>Teach the effect for good…</source>
        <translation>Insegna l&apos;effetto per sempre…</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>saltata</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>stabilita</translation>
    </message>
    <message>
        <source>not settled yet</source>
        <translation>non ancora stabilita</translation>
    </message>
</context>
<context>
    <name>SiteMarks</name>
    <message>
        <source>Bonus when built</source>
        <translation>Bonus di costruzione</translation>
    </message>
    <message>
        <source>advance on the Federation track and draw a card</source>
        <translation>avanza sul tracciato della Federazione e pesca una carta</translation>
    </message>
    <message>
        <source>Surcharge to build here</source>
        <translation>Sovrapprezzo per costruire qui</translation>
    </message>
    <message>
        <source>2× multiplier</source>
        <translation>Moltiplicatore 2×</translation>
    </message>
    <message>
        <source>tunnel produces ×</source>
        <translation>il tunnel produce ×</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
<context>
    <name>SlotBoard</name>
    <message>
        <source>✓ checked: tap to change</source>
        <translation>✓ controllato: tocca per cambiare</translation>
    </message>
    <message>
        <source>not checked: tap if right</source>
        <translation>non controllato: tocca se giusto</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloccato</translation>
    </message>
    <message>
        <source>clone: 1 credit</source>
        <translation>clona: 1 credito</translation>
    </message>
    <message>
        <source>not usable</source>
        <translation>non utilizzabile</translation>
    </message>
    <message>
        <source>Action-cloning tile: used this round</source>
        <translation>Tessera Clona Azione: usata in questo round</translation>
    </message>
    <message>
        <source>Action-cloning tile: free (1 credit, on a slot another player holds)</source>
        <translation>Tessera Clona Azione: libera (1 credito, su uno spazio occupato da un altro giocatore)</translation>
    </message>
</context>
<context>
    <name>SlotKeys</name>
    <message>
        <source>Choose the slot with that number (1–15); on a match, the card&apos;s type (1–5)</source>
        <translation>Scegliere lo spazio azione con quel numero (1–15); se il colore corrisponde, il tipo della carta (1–5)</translation>
    </message>
    <message>
        <source>The always-available slot</source>
        <translation>Lo spazio sempre disponibile</translation>
    </message>
    <message>
        <source>The played card is green</source>
        <translation>La carta giocata è verde</translation>
    </message>
    <message>
        <source>The played card is red</source>
        <translation>La carta giocata è rossa</translation>
    </message>
    <message>
        <source>The played card is yellow</source>
        <translation>La carta giocata è gialla</translation>
    </message>
    <message>
        <source>Resolve the played card</source>
        <translation>Risolvere la carta giocata</translation>
    </message>
    <message>
        <source>Finish the effect</source>
        <translation>Concludere l&apos;effetto</translation>
    </message>
    <message>
        <source>Discard down to the hand limit</source>
        <translation>Scartare fino al limite di mano</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Terminare il turno</translation>
    </message>
    <message>
        <source>Apply production</source>
        <translation>Applicare la produzione</translation>
    </message>
    <message>
        <source>Cancel the pending choice</source>
        <translation>Annullare la scelta in sospeso</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Solid: connected · hatched ⊘: not connected · thick ring: tap to build here · dotted ring: legal but not affordable · C city, S symbiotic, T tunnel, F farm, D desalination, L laboratory, + upgraded, ★ start city</source>
        <translation>Pieno: connesso · tratteggiato ⊘: non connesso · anello spesso: tocca per costruire · anello punteggiato: consentito ma non pagabile · C città, Si simbiotica, T tunnel, Se serra, D dissalatore, L laboratorio, + migliorato, ★ città iniziale</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Spazi azione</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plance</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guida</translation>
    </message>
    <message>
        <source>Board {0}: layout not checked against your copy</source>
        <translation>Plancia {0}: disposizione non verificata sulla vostra copia</translation>
    </message>
</context>
<context>
    <name>TeachDialog</name>
    <message>
        <source>Teach {0}</source>
        <translation>Insegna {0}</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>nome come stampato</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Save the effect</source>
        <translation>Salva l&apos;effetto</translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <source>Play order</source>
        <translation>Ordine di gioco</translation>
    </message>
    <message>
        <source>Federation
(stacks: top first)</source>
        <translation>Federazione
(pile: prima quello in cima)</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inizio</translation>
    </message>
    <message>
        <source>below 4</source>
        <translation>sotto il 4</translation>
    </message>
    <message>
        <source>+1 pt a step</source>
        <translation>+1 pt per passo</translation>
    </message>
    <message>
        <source>{0}: {1} in play order</source>
        <translation>{0}: {1} nell’ordine di gioco</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimitate</translation>
    </message>
    <message>
        <source>Supply: {0} tunnels, {1} white domes, {2} symbiotic domes</source>
        <translation>Riserva: {0} tunnel, {1} cupole bianche, {2} cupole simbiotiche</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Place the 4th blocking tile</source>
        <translation>Piazza la 4ª tessera di blocco</translation>
    </message>
    <message>
        <source>Revealed era card:</source>
        <translation>Carta Era rivelata:</translation>
    </message>
    <message>
        <source>or its number (Enter):</source>
        <translation>o il suo numero (Invio):</translation>
    </message>
    <message>
        <source>builds are free (the card pays)</source>
        <translation>le costruzioni sono gratuite (paga la carta)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annulla (Esc)</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Termina il turno (E)</translation>
    </message>
    <message>
        <source>End turn anyway (E)</source>
        <translation>Termina comunque il turno (E)</translation>
    </message>
    <message>
        <source>the played card (it goes to the discard pile)</source>
        <translation>la carta giocata (va negli scarti)</translation>
    </message>
    <message>
        <source>the slot&apos;s action</source>
        <translation>l&apos;azione dello spazio azione</translation>
    </message>
    <message>
        <source>part of the slot&apos;s action</source>
        <translation>parte dell&apos;azione dello spazio azione</translation>
    </message>
    <message>
        <source>a connected metropolis&apos;s instant effect</source>
        <translation>l&apos;effetto istantaneo di una metropoli connessa</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn of 3</source>
        <translation>{1} turno di 3 di {0}</translation>
    </message>
    <message>
        <source>Reveal the top era card: the sum of its digits places the 4th blocking tile.</source>
        <translation>Rivelate la prima carta Era: la somma delle sue cifre indica dove va la 4ª tessera di blocco.</translation>
    </message>
    <message>
        <source>{0} holds {1} cards: discard down to {2} before choosing a slot.</source>
        <translation>{0} ha {1} carte: scartate fino a {2} prima di scegliere uno spazio.</translation>
    </message>
    <message>
        <source>Tap the action slot {0} chose (keys 1–15, A for the always-available slot).</source>
        <translation>Toccate lo spazio azione scelto da {0} (tasti 1–15, A per lo spazio sempre disponibile).</translation>
    </message>
    <message>
        <source>the always-available slot</source>
        <translation>lo spazio sempre disponibile</translation>
    </message>
    <message>
        <source>slot {0}</source>
        <translation>lo spazio {0}</translation>
    </message>
    <message>
        <source>A {0} card on {1}: it can be resolved. Which card is it?</source>
        <translation>Una carta ({0}) per {1}: si può risolvere. Che carta è?</translation>
    </message>
    <message>
        <source> with the action-cloning tile (1 credit)</source>
        <translation> con la tessera Clona Azione (1 credito)</translation>
    </message>
    <message>
        <source>{0} on {1}{2}: {3}. Which colour is the card played with it?</source>
        <translation>{0} sceglie {1}{2}: {3}. Di che colore è la carta giocata?</translation>
    </message>
    <message>
        <source>No card (empty hand)</source>
        <translation>Nessuna carta (mano vuota)</translation>
    </message>
    <message>
        <source>{0} has 5 action cards: discard one (the limit of four).</source>
        <translation>{0} ha 5 carte azione: scartatene una (limite di quattro).</translation>
    </message>
    <message>
        <source>Discard {0}</source>
        <translation>Scarta {0}</translation>
    </message>
    <message>
        <source>Discard {0} and use it now</source>
        <translation>Scarta {0} e usala subito</translation>
    </message>
    <message>
        <source>How does {0} pay for the {1}? (biomatter may stand in for kelp or steelplast)</source>
        <translation>Come paga {0} la costruzione ({1})? (la biomateria può sostituire alga o plastacciaio)</translation>
    </message>
    <message>
        <source>Pay {0}</source>
        <translation>Paga {0}</translation>
    </message>
    <message>
        <source>Which face-up special card does {0} take? Its printed name:</source>
        <translation>Quale carta Speciale scoperta prende {0}? Il suo nome stampato:</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>miglioramento</translation>
    </message>
    <message>
        <source>Connected {0}: take its instant effect</source>
        <translation>{0} connessa: prendi il suo effetto istantaneo</translation>
    </message>
    <message>
        <source>Now resolving: {0}</source>
        <translation>In risoluzione: {0}</translation>
    </message>
    <message>
        <source>Slot action: {0}</source>
        <translation>Azione dello spazio: {0}</translation>
    </message>
    <message>
        <source>Played card: {0}</source>
        <translation>Carta giocata: {0}</translation>
    </message>
    <message>
        <source>Then the next player taps their slot (or End turn, E): {0} draws 1 card.</source>
        <translation>Poi il giocatore successivo tocca il suo spazio (o Termina il turno, E): {0} pesca 1 carta.</translation>
    </message>
    <message>
        <source>first finish {0} (Done, F)</source>
        <translation>prima completa {0} (Fatto, F)</translation>
    </message>
    <message>
        <source>Pay {0} credits and play it (C)</source>
        <translation>Paga {0} crediti e giocala (C)</translation>
    </message>
    <message>
        <source>Do not pay: the card goes back</source>
        <translation>Non pagare: la carta torna indietro</translation>
    </message>
    <message>
        <source>Resolve the card now (C)</source>
        <translation>Risolvi ora la carta (C)</translation>
    </message>
    <message>
        <source>Claim the {0} card (C)</source>
        <translation>Reclama la carta: {0} (C)</translation>
    </message>
    <message>
        <source>The card matches the slot: resolve it before or after the slot.</source>
        <translation>La carta corrisponde allo spazio: risolvetela prima o dopo lo spazio.</translation>
    </message>
    <message>
        <source>Card #{0} is not in the library with its colour: tap its colour.</source>
        <translation>La carta #{0} non è nella biblioteca con il suo colore: tocca il suo colore.</translation>
    </message>
    <message>
        <source>Tap the slot again to end {0}&apos;s turn anyway.</source>
        <translation>Tocca di nuovo lo spazio per terminare comunque il turno di {0}.</translation>
    </message>
    <message>
        <source>Tap End turn again to end the turn anyway.</source>
        <translation>Tocca di nuovo Termina il turno per terminarlo comunque.</translation>
    </message>
    <message>
        <source>Still unused: {0}.</source>
        <translation>Ancora da usare: {0}.</translation>
    </message>
    <message>
        <source>Discard 1 card (D)</source>
        <translation>Scarta 1 carta (D)</translation>
    </message>
    <message>
        <source>Discard {0} cards (D)</source>
        <translation>Scarta {0} carte (D)</translation>
    </message>
    <message>
        <source>Tap a highlighted site on {0}&apos;s board for the {1}.</source>
        <translation>Tocca uno spazio evidenziato sulla plancia di {0} per: {1}.</translation>
    </message>
    <message>
        <source>The {0} card</source>
        <translation>La carta ({0})</translation>
    </message>
    <message>
        <source>Done (F)</source>
        <translation>Fatto (F)</translation>
    </message>
    <message>
        <source>Done with {0}: the rest of it is not used</source>
        <translation>Chiudi {0}: il resto non viene usato</translation>
    </message>
    <message>
        <source>The companion does not know this card&apos;s text: enter what it gave and cost, or tap what it built.</source>
        <translation>L&apos;app non conosce il testo di questa carta: inserisci cosa ha dato e cosa è costata, o tocca cosa ha costruito.</translation>
    </message>
    <message>
        <source>Tap each part {0} uses.</source>
        <translation>Tocca ogni parte che {0} usa.</translation>
    </message>
    <message>
        <source>{0} did not match the slot: discarded without effect.</source>
        <translation>{0} non corrispondeva allo spazio: scartata senza effetto.</translation>
    </message>
</context>
<context>
    <name>antarctica</name>
    <message>
        <source>{0}: closed</source>
        <translation>{0}: chiusa</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiusa</translation>
    </message>
    <message>
        <source>☀ moves counter-clockwise ↺</source>
        <translation>☀ si muove in senso antiorario ↺</translation>
    </message>
    <message>
        <source>{0}: {1} ☺{2} +{3}</source>
        <translation>{0}: {1} ☺{2} +{3}</translation>
    </message>
    <message>
        <source>{0}: not named yet</source>
        <translation>{0}: non ancora indicata</translation>
    </message>
    <message>
        <source>{0}: none left</source>
        <translation>{0}: esaurito</translation>
    </message>
    <message>
        <source>Shipyard cards {0} · expertise cards {1}</source>
        <translation>Carte Cantiere Navale {0} · carte Competenza {1}</translation>
    </message>
    <message>
        <source>☀ {0} · cards: {1}</source>
        <translation>☀ {0} · carte: {1}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Conteggio finale</translation>
    </message>
    <message>
        <source>Tap area {0} (when the step offers it)</source>
        <translation>Tocca l&apos;area {0} (quando il passo la offre)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>Pass the effect</source>
        <translation>Passa l&apos;effetto</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Punti Vittoria</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Aree</translation>
    </message>
    <message>
        <source>Research tracks</source>
        <translation>Tracciati Ricerca</translation>
    </message>
    <message>
        <source>Asterisk cards</source>
        <translation>Carte con asterisco</translation>
    </message>
    <message>
        <source>Discarded resources</source>
        <translation>Risorse Scartate</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Tracciati</translation>
    </message>
    <message>
        <source>✱ cards</source>
        <translation>carte ✱</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Scartate</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>1st places</source>
        <translation>1° posti</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Total: {0}</source>
        <translation>Totale: {0}</translation>
    </message>
    <message>
        <source>Points by scoring</source>
        <translation>Punti per conteggio</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Preparate la partita</translation>
    </message>
    <message>
        <source>The game is over ({reasons}): final scoring</source>
        <translation>La partita è finita ({reasons}): conteggio finale</translation>
    </message>
    <message>
        <source>Turn up the next card of the {deck} building deck and name it</source>
        <translation>Girate la prossima carta del mazzo Edificio {deck} e indicatela</translation>
    </message>
    <message>
        <source>{player}: the sun is on area {area}; move your first ship there to a different area with a free ship space</source>
        <translation>{player}: il Sole è nell&apos;area {area}; muovi la tua prima Nave da lì in un&apos;area differente con uno Spazio Nave libero</translation>
    </message>
    <message>
        <source>{player}: Icebreaker turn; move your second ship in area {area} to a different area with a free ship space</source>
        <translation>{player}: turno Icebreaker; muovi la tua seconda Nave nell&apos;area {area} in un&apos;area differente con uno Spazio Nave libero</translation>
    </message>
    <message>
        <source>{player}: take one action in area {area} (build, build a ship, recruit, research) or none; play a card, discard a resource, then end the turn</source>
        <translation>{player}: un&apos;azione nell&apos;area {area} (costruire, costruire una Nave, reclutare, ricerca) o nessuna; gioca una carta, scarta una risorsa, poi termina il turno</translation>
    </message>
    <message>
        <source>{player}: play a card or discard a resource if you like, then end the turn</source>
        <translation>{player}: se vuoi gioca una carta o scarta una risorsa, poi termina il turno</translation>
    </message>
    <message>
        <source>{player}: move one of your ships to another area, or pass</source>
        <translation>{player}: muovi una delle tue Navi in un&apos;altra area, o passa</translation>
    </message>
    <message>
        <source>{player}: advance three spaces on a research track not chosen by another player for this symbol, or pass</source>
        <translation>{player}: avanza di tre spazi su un Tracciato Ricerca non scelto da un altro giocatore per questo simbolo, o passa</translation>
    </message>
    <message>
        <source>{player}: take a shipyard card of your choice</source>
        <translation>{player}: prendi una carta Cantiere Navale a tua scelta</translation>
    </message>
    <message>
        <source>{player}: draw a resource expertise card and say which resource it shows</source>
        <translation>{player}: pesca una carta Competenza Risorse e di&apos; quale risorsa mostra</translation>
    </message>
    <message>
        <source>{player}: take a basic resource card and say which resource it shows</source>
        <translation>{player}: prendi una carta Risorsa Base e di&apos; quale risorsa mostra</translation>
    </message>
    <message>
        <source>{player}: take a scientist from the common reserve</source>
        <translation>{player}: prendi uno Scienziato dalla Riserva Comune</translation>
    </message>
    <message>
        <source>{player}: send a ship from Available Resources to the sun&apos;s area</source>
        <translation>{player}: manda una Nave dalle Risorse Disponibili nell&apos;area con il Sole</translation>
    </message>
    <message>
        <source>{player}: shipyard draft</source>
        <translation>{player}: scelta delle carte Cantiere Navale</translation>
    </message>
    <message>
        <source>a player has placed the last scientist</source>
        <translation>un giocatore ha piazzato il suo ultimo Scienziato</translation>
    </message>
    <message>
        <source>the last building card was taken</source>
        <translation>è stata presa l&apos;ultima carta Edificio</translation>
    </message>
    <message>
        <source>The &quot;basic resource card&quot; symbol gives a card</source>
        <translation>Il simbolo &quot;carta Risorsa Base&quot; dà una carta</translation>
    </message>
    <message>
        <source>only once the starting card is used (rulebook)</source>
        <translation>solo dopo aver usato la carta iniziale (regolamento)</translation>
    </message>
    <message>
        <source>only while the starting card is unused</source>
        <translation>solo finché la carta iniziale non è usata</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Prima preparate la partita.</translation>
    </message>
    <message>
        <source>The game is already set up.</source>
        <translation>La partita è già preparata.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Due giocatori hanno lo stesso nome.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Due giocatori hanno lo stesso colore.</translation>
    </message>
    <message>
        <source>Place one starting building on every open area and none on a closed one (area {area}).</source>
        <translation>Piazzate un Edificio Iniziale in ogni area aperta e nessuno in un&apos;area chiusa (area {area}).</translation>
    </message>
    <message>
        <source>The starting buildings are 2 camps, the naval and the coastal research centre, a wind turbine, a rig tower, a drill and a crane (with 2 players without the second camp and the naval centre).</source>
        <translation>Gli Edifici Iniziali sono 2 Campi, il Centro Ricerca Navale e quello Costiero, una Turbina Eolica, una Torre di Manovra, una Trivellatrice e una Gru (con 2 giocatori senza il secondo Campo e il Centro Navale).</translation>
    </message>
    <message>
        <source>Each player places their ships in turn: A, B, C, then C, A, B, then B, C, A (one seat further each round).</source>
        <translation>Ognuno piazza le sue Navi a turno: A, B, C, poi C, A, B, poi B, C, A (ogni giro un posto più in là).</translation>
    </message>
    <message>
        <source>Ships go on open areas, three at most per area.</source>
        <translation>Le Navi vanno in aree aperte, al massimo tre per area.</translation>
    </message>
    <message>
        <source>With 2 players, player B puts a cube on an open research track (only then).</source>
        <translation>Con 2 giocatori, il giocatore B mette un Cubetto su un Tracciato Ricerca aperto (solo in quel caso).</translation>
    </message>
    <message>
        <source>One face-up card per deck.</source>
        <translation>Una carta scoperta per mazzo.</translation>
    </message>
    <message>
        <source>Card {card} is not in the {deck} deck for this player count.</source>
        <translation>La carta {card} non è nel mazzo {deck} con questo numero di giocatori.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>First name the card that came up on the {deck} deck.</source>
        <translation>Prima indicate la carta uscita dal mazzo {deck}.</translation>
    </message>
    <message>
        <source>The {deck} deck has a face-up card already.</source>
        <translation>Il mazzo {deck} ha già una carta scoperta.</translation>
    </message>
    <message>
        <source>Card {card} is not among the {deck} deck&apos;s face-down cards.</source>
        <translation>La carta {card} non è tra le carte coperte del mazzo {deck}.</translation>
    </message>
    <message>
        <source>{player} resolves the waiting effect first ({effect}).</source>
        <translation>{player} risolve prima l&apos;effetto in attesa ({effect}).</translation>
    </message>
    <message>
        <source>No effect is waiting to be resolved.</source>
        <translation>Nessun effetto è in attesa.</translation>
    </message>
    <message>
        <source>{player} resolves the next effect first.</source>
        <translation>{player} risolve prima il prossimo effetto.</translation>
    </message>
    <message>
        <source>That does not resolve the waiting effect ({effect}).</source>
        <translation>Questo non risolve l&apos;effetto in attesa ({effect}).</translation>
    </message>
    <message>
        <source>Another player chose the {track} track for this symbol: each takes a different one.</source>
        <translation>Un altro giocatore ha scelto il tracciato {track} per questo simbolo: ognuno ne sceglie uno differente.</translation>
    </message>
    <message>
        <source>You have no ship in area {area} that can move (a ship built this turn cannot).</source>
        <translation>Non hai Navi nell&apos;area {area} che possano muoversi (una Nave costruita in questo turno non può).</translation>
    </message>
    <message>
        <source>No {kind} card is left in the shipyard pile.</source>
        <translation>Nella pila Cantiere Navale non resta nessuna carta {kind}.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn.</source>
        <translation>È il turno di {player}.</translation>
    </message>
    <message>
        <source>Move your ship first: the move is mandatory.</source>
        <translation>Prima muovi la tua Nave: il movimento è obbligatorio.</translation>
    </message>
    <message>
        <source>Your ship has already moved this turn.</source>
        <translation>La tua Nave si è già mossa in questo turno.</translation>
    </message>
    <message>
        <source>Move the ship to a different area: it cannot stay in area {area}.</source>
        <translation>Muovi la Nave in un&apos;area differente: non può restare nell&apos;area {area}.</translation>
    </message>
    <message>
        <source>Area {area} is closed in this game.</source>
        <translation>L&apos;area {area} è chiusa in questa partita.</translation>
    </message>
    <message>
        <source>Area {area} has no free ship space.</source>
        <translation>L&apos;area {area} non ha Spazi Nave liberi.</translation>
    </message>
    <message>
        <source>Move your ship first: the action comes after.</source>
        <translation>Prima muovi la tua Nave: l&apos;azione viene dopo.</translation>
    </message>
    <message>
        <source>You have already taken this turn&apos;s action.</source>
        <translation>Hai già effettuato l&apos;azione di questo turno.</translation>
    </message>
    <message>
        <source>Building card {card} is not face up.</source>
        <translation>La carta Edificio {card} non è scoperta.</translation>
    </message>
    <message>
        <source>No {building} is left to build.</source>
        <translation>Non resta nessun edificio {building} da costruire.</translation>
    </message>
    <message>
        <source>The target area already has a {building}: one of each kind per area.</source>
        <translation>Nell&apos;area bersaglio c&apos;è già un edificio {building}: uno per tipo per area.</translation>
    </message>
    <message>
        <source>The card needs {need} scientists in your personal reserve; you have {have}.</source>
        <translation>La carta richiede {need} Scienziati nella tua Riserva Personale; ne hai {have}.</translation>
    </message>
    <message>
        <source>You do not hold that resource card.</source>
        <translation>Non hai quella carta Risorsa.</translation>
    </message>
    <message>
        <source>Your ships already reach a {building}: no resource card is needed for it.</source>
        <translation>Le tue Navi hanno già accesso a un edificio {building}: non serve una carta Risorsa.</translation>
    </message>
    <message>
        <source>None of your ships is in an area with: {buildings}.</source>
        <translation>Nessuna delle tue Navi è in un&apos;area con: {buildings}.</translation>
    </message>
    <message>
        <source>This card gives no research points: choose no track.</source>
        <translation>Questa carta non dà Punti Ricerca: non scegliere un tracciato.</translation>
    </message>
    <message>
        <source>There is no shipyard in the target area.</source>
        <translation>Nell&apos;area bersaglio non c&apos;è un Cantiere Navale.</translation>
    </message>
    <message>
        <source>You have no ship left in Available Resources.</source>
        <translation>Non hai più Navi nelle Risorse Disponibili.</translation>
    </message>
    <message>
        <source>The sun&apos;s area has no free ship space.</source>
        <translation>L&apos;area con il Sole non ha Spazi Nave liberi.</translation>
    </message>
    <message>
        <source>There is no camp in the target area.</source>
        <translation>Nell&apos;area bersaglio non c&apos;è un Campo.</translation>
    </message>
    <message>
        <source>The target area has no research centre for the {track} track.</source>
        <translation>L&apos;area bersaglio non ha un Centro di Ricerca per il tracciato {track}.</translation>
    </message>
    <message>
        <source>Choose a research track.</source>
        <translation>Scegli un Tracciato Ricerca.</translation>
    </message>
    <message>
        <source>The {track} track is not used in this game.</source>
        <translation>Il tracciato {track} non è usato in questa partita.</translation>
    </message>
    <message>
        <source>Move your ship first: cards are played after it.</source>
        <translation>Prima muovi la tua Nave: le carte si giocano dopo.</translation>
    </message>
    <message>
        <source>You have already played a card this turn.</source>
        <translation>Hai già giocato una carta in questo turno.</translation>
    </message>
    <message>
        <source>You played a card in your first turn: none in the second one.</source>
        <translation>Hai giocato una carta nel tuo primo turno: nessuna nel secondo.</translation>
    </message>
    <message>
        <source>You do not hold a {kind} card.</source>
        <translation>Non hai una carta {kind}.</translation>
    </message>
    <message>
        <source>Lay the Icebreaker on an area where the second ship is yours.</source>
        <translation>Piazza l&apos;Icebreaker in un&apos;area dove la seconda Nave è tua.</translation>
    </message>
    <message>
        <source>Only an Icebreaker is laid on an area.</source>
        <translation>Solo un Icebreaker si piazza in un&apos;area.</translation>
    </message>
    <message>
        <source>Only Quick research advances on a track.</source>
        <translation>Solo Ricerca Veloce avanza su un tracciato.</translation>
    </message>
    <message>
        <source>Your personal reserve has no scientist to place.</source>
        <translation>La tua Riserva Personale non ha Scienziati da piazzare.</translation>
    </message>
    <message>
        <source>You have already discarded this turn.</source>
        <translation>Hai già scartato in questo turno.</translation>
    </message>
    <message>
        <source>Only a ship from the board comes from an area.</source>
        <translation>Solo una Nave dal tabellone viene da un&apos;area.</translation>
    </message>
    <message>
        <source>You have no cube in Available Resources.</source>
        <translation>Non hai Cubetti nelle Risorse Disponibili.</translation>
    </message>
    <message>
        <source>You have no ship in Available Resources.</source>
        <translation>Non hai Navi nelle Risorse Disponibili.</translation>
    </message>
    <message>
        <source>You have no ship in area {area} to discard.</source>
        <translation>Non hai Navi nell&apos;area {area} da scartare.</translation>
    </message>
    <message>
        <source>Your acting ship must move first.</source>
        <translation>La tua Nave di turno deve prima muoversi.</translation>
    </message>
    <message>
        <source>The last ship on the board stays: the sun needs one.</source>
        <translation>L&apos;ultima Nave sul tabellone resta: il Sole ne ha bisogno.</translation>
    </message>
    <message>
        <source>Area {number}: {buildings} buildings + {scientists} scientists + 1 = {points} for the most scientists</source>
        <translation>Area {number}: {buildings} Edifici + {scientists} Scienziati + 1 = {points} a chi ha più Scienziati</translation>
    </message>
    <message>
        <source>Area {number}: first (scientists: {own}): {points} points</source>
        <translation>Area {number}: primo (Scienziati: {own}): {points} punti</translation>
    </message>
    <message>
        <source>Area {number}: place {place} (scientists: {own}): {points} points, the scientists of {above}, ranked just above</source>
        <translation>Area {number}: posizione {place} (Scienziati: {own}): {points} punti, gli Scienziati di {above}, piazzato subito sopra</translation>
    </message>
    <message>
        <source>Area {number}: no scientists there, no points</source>
        <translation>Area {number}: nessuno Scienziato, nessun punto</translation>
    </message>
    <message>
        <source>{track} track: furthest cube: cubes on the track × value = {cubes} × {value} = {points} points</source>
        <translation>Tracciato {track}: Cubetto più avanti: Cubetti sul tracciato × valore = {cubes} × {value} = {points} punti</translation>
    </message>
    <message>
        <source>{track} track: place {place}, behind {above}: the value of one cube, {points} points</source>
        <translation>Tracciato {track}: posizione {place}, dietro {above}: il valore di un Cubetto, {points} punti</translation>
    </message>
    <message>
        <source>{track} track: no cube there, no points</source>
        <translation>Tracciato {track}: nessun Cubetto, nessun punto</translation>
    </message>
    <message>
        <source>Asterisk building cards: first (cards: {own}): all players&apos; {total} = {points} points</source>
        <translation>Carte Edificio con asterisco: primo (carte: {own}): le {total} di tutti i giocatori = {points} punti</translation>
    </message>
    <message>
        <source>Asterisk building cards: place {place} (cards: {own}): {points} points, the cards of {above}, ranked just above</source>
        <translation>Carte Edificio con asterisco: posizione {place} (carte: {own}): {points} punti, le carte di {above}, piazzato subito sopra</translation>
    </message>
    <message>
        <source>Asterisk building cards: none, no points</source>
        <translation>Carte Edificio con asterisco: nessuna, nessun punto</translation>
    </message>
    <message>
        <source>Discarded resources: first (resources: {own}): all players&apos; {total} = {points} points</source>
        <translation>Risorse Scartate: primo (risorse: {own}): le {total} di tutti i giocatori = {points} punti</translation>
    </message>
    <message>
        <source>Discarded resources: place {place} (resources: {own}): {points} points, the resources of {above}, ranked just above</source>
        <translation>Risorse Scartate: posizione {place} (risorse: {own}): {points} punti, le risorse di {above}, piazzato subito sopra</translation>
    </message>
    <message>
        <source>Discarded resources: none, no points</source>
        <translation>Risorse Scartate: nessuna, nessun punto</translation>
    </message>
    <message>
        <source>Place {place} shared with {others}: each gets the place&apos;s points</source>
        <translation>Posizione {place} condivisa con {others}: ognuno riceve i punti della posizione</translation>
    </message>
    <message>
        <source>{tied} tie on points; {winner} wins with the most first places ({first_places})</source>
        <translation>{tied} in parità di punti; vince {winner} con più primi posti ({first_places})</translation>
    </message>
    <message>
        <source>{tied} tie on points and first places; {winner} wins with the most building cards ({building_cards})</source>
        <translation>{tied} in parità di punti e primi posti; vince {winner} con più carte Edificio ({building_cards})</translation>
    </message>
    <message>
        <source>{winners} tie on points, first places and building cards: a shared victory</source>
        <translation>{winners} in parità di punti, primi posti e carte Edificio: vittoria condivisa</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved cannot be read ({reason}); left out</source>
        <translation>{kind} {key} salvato da un tavolo non si legge ({reason}); escluso</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved is not valid at {field}; left out</source>
        <translation>{kind} {key} salvato da un tavolo non è valido in {field}; escluso</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved describes {id}; left out</source>
        <translation>{kind} {key} salvato da un tavolo descrive {id}; escluso</translation>
    </message>
    <message>
        <source>A table saved a {kind} ({key}), which Antarctica does not use; left out</source>
        <translation>Un tavolo ha salvato {kind} ({key}), che Antarctica non usa; escluso</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved is not in the game; left out</source>
        <translation>{kind} {key} salvato da un tavolo non è nel gioco; escluso</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved would make the game unplayable ({why}); left out</source>
        <translation>{kind} {key} salvato da un tavolo renderebbe il gioco ingiocabile ({why}); escluso</translation>
    </message>
    <message>
        <source>{cards} building cards place a {building}, but the box has {limit} left after the starting buildings</source>
        <translation>{cards} carte Edificio costruiscono {building}, ma nella scatola ne restano {limit} dopo gli Edifici Iniziali</translation>
    </message>
    <message>
        <source>The {deck} deck has {cards} cards; the box has {limit}</source>
        <translation>Il mazzo {deck} ha {cards} carte; la scatola ne ha {limit}</translation>
    </message>
    <message>
        <source>The {centre} research centre needs one track, not {tracks}</source>
        <translation>Il Centro di Ricerca {centre} richiede un tracciato, non {tracks}</translation>
    </message>
    <message>
        <source>The first game&apos;s ships for {players} players must all be placed, in placing order, on open areas, three at most per area</source>
        <translation>Le navi della prima partita per {players} giocatori vanno piazzate tutte, in ordine di piazzamento, su aree aperte, al massimo tre per area</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>non usato</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Cantiere Navale</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Gru</translation>
    </message>
    <message>
        <source>Rig tower</source>
        <translation>Torre di Manovra</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Trivellatrice</translation>
    </message>
    <message>
        <source>Wind turbine</source>
        <translation>Turbina Eolica</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fabbrica</translation>
    </message>
    <message>
        <source>Inland research centre</source>
        <translation>Centro di Ricerca Entroterra</translation>
    </message>
    <message>
        <source>Coastal research centre</source>
        <translation>Centro di Ricerca Costiero</translation>
    </message>
    <message>
        <source>Naval research centre</source>
        <translation>Centro di Ricerca Navale</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>Quartier Generale</translation>
    </message>
    <message>
        <source>Plankton collection</source>
        <translation>Raccolta Plancton</translation>
    </message>
    <message>
        <source>Satellite dish</source>
        <translation>Antenna Parabolica</translation>
    </message>
    <message>
        <source>Inland</source>
        <translation>Entroterra</translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation>Costiero</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Navale</translation>
    </message>
    <message>
        <source>Three-player</source>
        <translation>Tre giocatori</translation>
    </message>
    <message>
        <source>Four-player</source>
        <translation>Quattro giocatori</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppio</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzato</translation>
    </message>
    <message>
        <source>Icebreaker</source>
        <translation>Icebreaker</translation>
    </message>
    <message>
        <source>Place a scientist</source>
        <translation>Piazzare uno Scienziato</translation>
    </message>
    <message>
        <source>+2 scientists</source>
        <translation>+2 Scienziati</translation>
    </message>
    <message>
        <source>Quick research</source>
        <translation>Ricerca Veloce</translation>
    </message>
    <message>
        <source>Move a ship</source>
        <translation>Muovere una Nave</translation>
    </message>
    <message>
        <source>Shipyard draft</source>
        <translation>Scelta carte Cantiere Navale</translation>
    </message>
    <message>
        <source>Advance three</source>
        <translation>Avanzare di tre</translation>
    </message>
    <message>
        <source>One scientist</source>
        <translation>Uno Scienziato</translation>
    </message>
    <message>
        <source>Ship to the sun</source>
        <translation>Nave verso il Sole</translation>
    </message>
    <message>
        <source>Resource expertise card</source>
        <translation>Carta Competenza Risorse</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Giocatore {0}</translation>
    </message>
    <message>
        <source>the app draws it</source>
        <translation>la sorteggia l’app</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Basic resource card</source>
        <translation>Carta Risorsa Base</translation>
    </message>
    <message>
        <source>Seats A, B, C, D go counter-clockwise round the table, starting with the first player (A).</source>
        <translation>I posti A, B, C, D girano in senso antiorario attorno al tavolo, a partire dal Primo Giocatore (A).</translation>
    </message>
    <message>
        <source>The app draws them</source>
        <translation>Li sorteggia l’app</translation>
    </message>
    <message>
        <source>Enter what the table placed</source>
        <translation>Indicate cosa ha piazzato il tavolo</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Sorteggia di nuovo</translation>
    </message>
    <message>
        <source>First game: the rulebook&apos;s layout</source>
        <translation>Prima partita: disposizione del regolamento</translation>
    </message>
    <message>
        <source>Later games: place in turn, tapping areas</source>
        <translation>Partite successive: piazzate a turno toccando le aree</translation>
    </message>
    <message>
        <source>Take back the last ship</source>
        <translation>Riprendi l&apos;ultima Nave</translation>
    </message>
    <message>
        <source>Player B&apos;s cube goes on the track:</source>
        <translation>Il Cubetto del giocatore B va sul tracciato:</translation>
    </message>
    <message>
        <source>Face-up building cards (optional)</source>
        <translation>Carte Edificio scoperte (facoltativo)</translation>
    </message>
    <message>
        <source>Not named now: the app asks when the card is needed.</source>
        <translation>Non indicate ora: l’app le chiede quando servono.</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Lista di controllo della preparazione</translation>
    </message>
    <message>
        <source>not named yet</source>
        <translation>non ancora indicata</translation>
    </message>
    <message>
        <source>Place these buildings on the board as shown.</source>
        <translation>Piazzate questi Edifici sul tabellone come mostrato.</translation>
    </message>
    <message>
        <source>Name the building the table placed on each open area.</source>
        <translation>Indicate l&apos;Edificio che il tavolo ha piazzato in ogni area aperta.</translation>
    </message>
    <message>
        <source>The ships stand as in the rulebook&apos;s first game.</source>
        <translation>Le Navi sono piazzate come nella prima partita del regolamento.</translation>
    </message>
    <message>
        <source>Placing order</source>
        <translation>Ordine di piazzamento</translation>
    </message>
    <message>
        <source>Closed with 2 players:</source>
        <translation>Chiuse con 2 giocatori:</translation>
    </message>
    <message>
        <source>First game&apos;s ships:</source>
        <translation>Navi della prima partita:</translation>
    </message>
    <message>
        <source>{0} pl.</source>
        <translation>{0} gioc.</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} giocatori</translation>
    </message>
    <message>
        <source>Undo last</source>
        <translation>Annulla l&apos;ultima</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <source>Closed with 2 players: {0} and {1}</source>
        <translation>Chiuse con 2 giocatori: {0} e {1}</translation>
    </message>
    <message>
        <source>A ship stands on a closed area ({0}): undo or clear.</source>
        <translation>Una nave è su un&apos;area chiusa ({0}): annulla o svuota.</translation>
    </message>
    <message>
        <source>Every ship is placed.</source>
        <translation>Tutte le Navi sono piazzate.</translation>
    </message>
    <message>
        <source>Ship {0} of {1}: {2} — tap an area</source>
        <translation>Nave {0} di {1}: {2} — tocca un&apos;area</translation>
    </message>
    <message>
        <source>{0} ({1}) places a ship: tap an area</source>
        <translation>{0} ({1}) piazza una Nave: tocca un&apos;area</translation>
    </message>
    <message>
        <source>Check the players&apos; names and colours: {0}</source>
        <translation>Controllate nomi e colori dei giocatori: {0}</translation>
    </message>
    <message>
        <source>Each player: {0} scientists in the personal reserve, {1} in the common reserve.</source>
        <translation>Ogni giocatore: {0} Scienziati nella Riserva Personale, {1} nella Riserva Comune.</translation>
    </message>
    <message>
        <source>Available Resources: {0} ships and {1} cubes each; 1 cube on the score track.</source>
        <translation>Risorse Disponibili: {0} Navi e {1} Cubetti ciascuno; 1 Cubetto sul Tracciato dei Punti Vittoria.</translation>
    </message>
    <message>
        <source>Back in the box: {0} scientists, {1} ships, {2} cubes each.</source>
        <translation>Rimessi nella scatola: {0} Scienziati, {1} Navi, {2} Cubetti ciascuno.</translation>
    </message>
    <message>
        <source>Ships on the board: {0} each.</source>
        <translation>Navi sul tabellone: {0} ciascuno.</translation>
    </message>
    <message>
        <source>One starting building on every open area; each player&apos;s basic resource card.</source>
        <translation>Un Edificio Iniziale in ogni area aperta; a ogni giocatore la sua carta Risorsa Base.</translation>
    </message>
    <message>
        <source>The sun on the bottom-left area (1); it moves first thing.</source>
        <translation>Il Sole nell&apos;area in basso a sinistra (1); si muove per prima cosa.</translation>
    </message>
    <message>
        <source>Resource deck: {0} expertise cards; shipyard cards beside the board.</source>
        <translation>Mazzo Risorse: {0} carte Competenza; carte Cantiere Navale a fianco del tabellone.</translation>
    </message>
    <message>
        <source>Closed areas: {0}.</source>
        <translation>Aree chiuse: {0}.</translation>
    </message>
    <message>
        <source>Tracks not used: {0}.</source>
        <translation>Tracciati non usati: {0}.</translation>
    </message>
    <message>
        <source>New game of Antarctica: players</source>
        <translation>Nuova partita di Antarctica: giocatori</translation>
    </message>
    <message>
        <source>Starting buildings</source>
        <translation>Edifici Iniziali</translation>
    </message>
    <message>
        <source>Ships on the board</source>
        <translation>Navi sul tabellone</translation>
    </message>
    <message>
        <source>Face-up cards and checklist</source>
        <translation>Carte scoperte e lista di controllo</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Place every ship first.</source>
        <translation>Prima piazzate tutte le Navi.</translation>
    </message>
    <message>
        <source>Take a shipyard card</source>
        <translation>Prendere una carta Cantiere Navale</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>expertise</source>
        <translation>Competenza</translation>
    </message>
    <message>
        <source>area {0}</source>
        <translation>area {0}</translation>
    </message>
    <message>
        <source>{0} card: {1}</source>
        <translation>carta {0}: {1}</translation>
    </message>
    <message>
        <source>{0} · {1} sci. · research {2}</source>
        <translation>{0} · {1} Sci. · ricerca {2}</translation>
    </message>
    <message>
        <source>needs {0}</source>
        <translation>richiede {0}</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Il tabellone</translation>
    </message>
    <message>
        <source>Track: {0}</source>
        <translation>Tracciato: {0}</translation>
    </message>
    <message>
        <source>{0} card {1}: {2}</source>
        <translation>carta {0} {1}: {2}</translation>
    </message>
    <message>
        <source>Builds</source>
        <translation>Costruisce</translation>
    </message>
    <message>
        <source>Needs access to</source>
        <translation>Richiede accesso a</translation>
    </message>
    <message>
        <source>Scientists</source>
        <translation>Scienziati</translation>
    </message>
    <message>
        <source>Research points</source>
        <translation>Punti Ricerca</translation>
    </message>
    <message>
        <source>Asterisk (bottom left)</source>
        <translation>Asterisco (in basso a sinistra)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>Carte: {0}</translation>
    </message>
    <message>
        <source>from {0} players</source>
        <translation>da {0} giocatori</translation>
    </message>
    <message>
        <source>Back of the card</source>
        <translation>Retro della carta</translation>
    </message>
    <message>
        <source>Antarctica: board, research tracks and building cards</source>
        <translation>Antarctica: tabellone, Tracciati Ricerca e carte Edificio</translation>
    </message>
    <message>
        <source>The rulebook shows these only in pictures: the app&apos;s reading is marked &quot;not checked against your copy&quot; until you confirm or correct it.</source>
        <translation>Il regolamento li mostra solo nelle figure: la lettura dell’app è segnata &quot;non verificata sulla vostra copia&quot; finché non la confermate o correggete.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Matches my copy</source>
        <translation>Corrisponde alla mia copia</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Salva la correzione</translation>
    </message>
    <message>
        <source>{0} · {1} not checked</source>
        <translation>{0} · non verificati: {1}</translation>
    </message>
    <message>
        <source>{0} · all checked</source>
        <translation>{0} · tutto verificato</translation>
    </message>
    <message>
        <source>not checked against your copy</source>
        <translation>non verificata sulla vostra copia</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Verificata sulla vostra copia.</translation>
    </message>
    <message>
        <source>Not checked against your copy. Source: {0}</source>
        <translation>Non verificata sulla vostra copia. Fonte: {0}</translation>
    </message>
    <message>
        <source>This is not a valid correction; nothing was saved.</source>
        <translation>Non è una correzione valida; non è stato salvato nulla.</translation>
    </message>
    <message>
        <source>The game could not be played like this, so nothing was saved: {0}.</source>
        <translation>Così il gioco non si potrebbe giocare, quindi non è stato salvato nulla: {0}.</translation>
    </message>
    <message>
        <source>This does not fit the catalogue; nothing was saved.</source>
        <translation>Non si adatta al catalogo; non è stato salvato nulla.</translation>
    </message>
    <message>
        <source>Setup: {0}</source>
        <translation>Preparazione: {0}</translation>
    </message>
    <message>
        <source>{0} moves to {1}</source>
        <translation>{0} si muove in {1}</translation>
    </message>
    <message>
        <source>{0} builds {1}</source>
        <translation>{0} costruisce {1}</translation>
    </message>
    <message>
        <source>research on {0}</source>
        <translation>ricerca su {0}</translation>
    </message>
    <message>
        <source>{0} builds a ship</source>
        <translation>{0} costruisce una Nave</translation>
    </message>
    <message>
        <source>{0} recruits</source>
        <translation>{0} recluta</translation>
    </message>
    <message>
        <source>{0} researches on {1}</source>
        <translation>{0} avanza su {1}</translation>
    </message>
    <message>
        <source>{0} plays {1}</source>
        <translation>{0} gioca {1}</translation>
    </message>
    <message>
        <source>a cube</source>
        <translation>un Cubetto</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>una Nave</translation>
    </message>
    <message>
        <source>a ship from {0}</source>
        <translation>una Nave da {0}</translation>
    </message>
    <message>
        <source>{0} discards {1}</source>
        <translation>{0} scarta {1}</translation>
    </message>
    <message>
        <source>{0} ends the turn</source>
        <translation>{0} termina il turno</translation>
    </message>
    <message>
        <source>{0} deck: {1} came up</source>
        <translation>mazzo {0}: è uscita {1}</translation>
    </message>
    <message>
        <source>{0} advances three on {1}</source>
        <translation>{0} avanza di tre su {1}</translation>
    </message>
    <message>
        <source>{0} moves a ship from {1} to {2}</source>
        <translation>{0} muove una Nave da {1} a {2}</translation>
    </message>
    <message>
        <source>{0} passes</source>
        <translation>{0} passa</translation>
    </message>
    <message>
        <source>{0} takes {1}</source>
        <translation>{0} prende {1}</translation>
    </message>
    <message>
        <source>{0} takes a resource card: {1}</source>
        <translation>{0} prende una carta Risorsa: {1}</translation>
    </message>
    <message>
        <source>The sun moves to {0}</source>
        <translation>Il Sole si muove in {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s ship in {1} acts</source>
        <translation>Tocca alla Nave di {0} in {1}</translation>
    </message>
    <message>
        <source>{0}: ship from {1} to {2}</source>
        <translation>{0}: Nave da {1} a {2}</translation>
    </message>
    <message>
        <source>{0} built in {1} ({2} scientists)</source>
        <translation>{0} costruito in {1} ({2} Scienziati)</translation>
    </message>
    <message>
        <source>{0} gains {1} scientists</source>
        <translation>{0} riceve {1} Scienziati</translation>
    </message>
    <message>
        <source>{0}: {1} from space {2} to {3}</source>
        <translation>{0}: {1} dallo spazio {2} al {3}</translation>
    </message>
    <message>
        <source>{0}: a new ship in {1}</source>
        <translation>{0}: una nuova Nave in {1}</translation>
    </message>
    <message>
        <source>To resolve: {0}</source>
        <translation>Da risolvere: {0}</translation>
    </message>
    <message>
        <source>Face up: {0}</source>
        <translation>Scoperta: {0}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>scientists: personal {0} · common {1} · ships {2} · cubes {3} · discarded {4}</source>
        <translation>Scienziati: personali {0} · comuni {1} · Navi {2} · Cubetti {3} · scartate {4}</translation>
    </message>
    <message>
        <source>building cards {0} (✱ {1}) · {2}</source>
        <translation>carte Edificio {0} (✱ {1}) · {2}</translation>
    </message>
    <message>
        <source>no cards in hand</source>
        <translation>nessuna carta in mano</translation>
    </message>
    <message>
        <source>The table turns up a building card</source>
        <translation>Il tavolo scopre una carta Edificio</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Advance three: {0}</source>
        <translation>Avanzare di tre: {0}</translation>
    </message>
    <message>
        <source>{0} ({1} left)</source>
        <translation>{0} (ne restano {1})</translation>
    </message>
    <message>
        <source>Which one came up? They differ in the access buildings.</source>
        <translation>Quale è uscita? Si distinguono per gli edifici di accesso.</translation>
    </message>
    <message>
        <source>The card shows: {0}</source>
        <translation>La carta mostra: {0}</translation>
    </message>
    <message>
        <source>Tap the area of the ship to move.</source>
        <translation>Tocca l&apos;area della Nave da muovere.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Move the ship from {0} to…</source>
        <translation>Muovi la Nave da {0} a…</translation>
    </message>
    <message>
        <source>Tap the area it moves to.</source>
        <translation>Tocca l&apos;area in cui si muove.</translation>
    </message>
    <message>
        <source>Icebreaker: on which area?</source>
        <translation>Icebreaker: in quale area?</translation>
    </message>
    <message>
        <source>An area where the second ship is yours.</source>
        <translation>Un&apos;area dove la seconda Nave è tua.</translation>
    </message>
    <message>
        <source>Quick research: on which track?</source>
        <translation>Ricerca Veloce: su quale tracciato?</translation>
    </message>
    <message>
        <source>Three spaces, skipping occupied ones.</source>
        <translation>Tre spazi, saltando quelli occupati.</translation>
    </message>
    <message>
        <source>Discard a ship from which area?</source>
        <translation>Scartare una Nave da quale area?</translation>
    </message>
    <message>
        <source>You take a scientist from the common reserve.</source>
        <translation>Prendi uno Scienziato dalla Riserva Comune.</translation>
    </message>
    <message>
        <source>Build: {0}</source>
        <translation>Costruire: {0}</translation>
    </message>
    <message>
        <source>Which resource card do you discard for access?</source>
        <translation>Quale carta Risorsa scarti per l&apos;accesso?</translation>
    </message>
    <message>
        <source>No card</source>
        <translation>Nessuna carta</translation>
    </message>
    <message>
        <source>Advance on which research track?</source>
        <translation>Avanzare su quale Tracciato Ricerca?</translation>
    </message>
    <message>
        <source>second ship (Icebreaker)</source>
        <translation>seconda Nave (Icebreaker)</translation>
    </message>
    <message>
        <source>first ship</source>
        <translation>prima Nave</translation>
    </message>
    <message>
        <source>{0}: the {1} in {2} acts</source>
        <translation>{0}: tocca alla {1} in {2}</translation>
    </message>
    <message>
        <source>Tap the area to move to (highlighted on the board).</source>
        <translation>Tocca l&apos;area bersaglio (evidenziata sul tabellone).</translation>
    </message>
    <message>
        <source>{0}: in {1} (from {2})</source>
        <translation>{0}: in {1} (da {2})</translation>
    </message>
    <message>
        <source>One action here, or none; a card and a discard if you like; then end the turn.</source>
        <translation>Un&apos;azione qui, o nessuna; se vuoi una carta e uno scarto; poi termina il turno.</translation>
    </message>
    <message>
        <source>A card and a discard if you like; then end the turn.</source>
        <translation>Se vuoi una carta e uno scarto; poi termina il turno.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>End turn (no action)</source>
        <translation>Termina il turno (nessuna azione)</translation>
    </message>
    <message>
        <source>Build {0} ({1})</source>
        <translation>Costruisci {0} ({1})</translation>
    </message>
    <message>
        <source>Build a ship</source>
        <translation>Costruisci una Nave</translation>
    </message>
    <message>
        <source>Recruit (+{0})</source>
        <translation>Recluta (+{0})</translation>
    </message>
    <message>
        <source>Research: {0} (+{1})</source>
        <translation>Ricerca: {0} (+{1})</translation>
    </message>
    <message>
        <source>Play: {0}</source>
        <translation>Gioca: {0}</translation>
    </message>
    <message>
        <source>Discard a cube</source>
        <translation>Scarta un Cubetto</translation>
    </message>
    <message>
        <source>Discard a ship</source>
        <translation>Scarta una Nave</translation>
    </message>
    <message>
        <source>Discard a ship from the board</source>
        <translation>Scarta una Nave dal tabellone</translation>
    </message>
    <message>
        <source>None (opened by the player count)</source>
        <translation>Nessuno (aperto in base al numero di giocatori)</translation>
    </message>
    <message>
        <source>Research centre</source>
        <translation>Centro di Ricerca</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Usato</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Spazi</translation>
    </message>
    <message>
        <source>Points per cube</source>
        <translation>Punti per cubetto</translation>
    </message>
    <message>
        <source>Tap a space to choose it (an empty one gets a symbol); tap it again: red (■ ∞ every time) → blue (● 1 once per game) → none.</source>
        <translation>Tocca uno spazio per sceglierlo (uno vuoto riceve un simbolo); toccalo di nuovo: rosso (■ ∞ ogni volta) → blu (● 1 una volta per partita) → nessuno.</translation>
    </message>
    <message>
        <source>Space {0}</source>
        <translation>Spazio {0}</translation>
    </message>
    <message>
        <source>No space chosen</source>
        <translation>Nessuno spazio scelto</translation>
    </message>
    <message>
        <source>Space {0}:</source>
        <translation>Spazio {0}:</translation>
    </message>
    <message>
        <source>Space {0}: no symbol</source>
        <translation>Spazio {0}: nessun simbolo</translation>
    </message>
    <message>
        <source>red, every time</source>
        <translation>rosso, ogni volta</translation>
    </message>
    <message>
        <source>blue, once per game</source>
        <translation>blu, una volta per partita</translation>
    </message>
    <message>
        <source>Space {0}: {1} ({2})</source>
        <translation>Spazio {0}: {1} ({2})</translation>
    </message>
    <message>
        <source>Victory Points: final scores</source>
        <translation>Punti Vittoria: punteggio finale</translation>
    </message>
    <message>
        <source>Victory Points if the game ended now (scored only at the end)</source>
        <translation>Punti Vittoria se la partita finisse ora (si contano solo alla fine)</translation>
    </message>
    <message>
        <source>{0}: {1} = {2} points</source>
        <translation>{0}: {1} = {2} punti</translation>
    </message>
    <message>
        <source>Name the starting building of every open area (still empty: {0}).</source>
        <translation>Indicate l&apos;Edificio Iniziale di ogni area aperta (ancora vuote: {0}).</translation>
    </message>
    <message>
        <source>{0} is named {1} times; the box has {2}: check the areas.</source>
        <translation>{0} è indicato {1} volte; la scatola ne contiene {2}: controllate le aree.</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Move it aside and start a fresh database?</source>
        <translation>Spostarlo da parte e iniziare un nuovo database?</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>Menu: look, full screen, text size, language, keys</source>
        <translation>Menu: aspetto, schermo intero, dimensione del testo, lingua, tasti</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Cosa fanno</translation>
    </message>
</context>
<context>
    <name>backups</name>
    <message>
        <source>Back up every game</source>
        <translation>Salva una copia di tutte le partite</translation>
    </message>
    <message>
        <source>Companion backups (*.sqlite3)</source>
        <translation>Copie del companion (*.sqlite3)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
    <message>
        <source>Every game was saved to {0}.</source>
        <translation>Tutte le partite sono state salvate in {0}.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Ripristina una copia</translation>
    </message>
    <message>
        <source>Companion backups (*.sqlite3);;Every file (*)</source>
        <translation>Copie del companion (*.sqlite3);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>The backup {0} is whole and holds {1} games. Use it instead of the games now in the companion? These are kept in a file beside it, not deleted.</source>
        <translation>La copia {0} è integra e contiene {1} partite. Usarla al posto delle partite attuali? Queste restano in un file accanto, non vengono cancellate.</translation>
    </message>
    <message>
        <source>Restored {0} games. The games before are kept in {1}.</source>
        <translation>{0} partite ripristinate. Le partite di prima sono conservate in {1}.</translation>
    </message>
</context>
<context>
    <name>board_letters</name>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Si</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>F</source>
        <translation>Se</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>cr</source>
        <translation>cr</translation>
    </message>
    <message>
        <source>kp</source>
        <translation>al</translation>
    </message>
    <message>
        <source>st</source>
        <translation>pa</translation>
    </message>
    <message>
        <source>sc</source>
        <translation>ri</translation>
    </message>
    <message>
        <source>bm</source>
        <translation>bm</translation>
    </message>
</context>
<context>
    <name>exports</name>
    <message>
        <source>Export a BG Stats play</source>
        <translation>Esporta una partita per BG Stats</translation>
    </message>
    <message>
        <source>BG Stats plays (*.bgsplay)</source>
        <translation>Partite BG Stats (*.bgsplay)</translation>
    </message>
    <message>
        <source>Print a score sheet</source>
        <translation>Stampa un foglio punteggi</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Esporta i risultati</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>File JSON (*.json)</translation>
    </message>
    <message>
        <source>{0} exists already; it was not overwritten. Choose a new name.</source>
        <translation>{0} esiste già; non è stato sovrascritto. Scegli un nuovo nome.</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossibile scrivere {0}: {1}</translation>
    </message>
</context>
<context>
    <name>fix</name>
    <message>
        <source>player</source>
        <translation>giocatore</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>spazio</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>with the action-cloning tile</source>
        <translation>con la tessera Clona Azione</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>colore</translation>
    </message>
    <message>
        <source>type</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>number</source>
        <translation>numero</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>special card cost</source>
        <translation>costo della carta Speciale</translation>
    </message>
    <message>
        <source>+ hand limit</source>
        <translation>+ limite di mano</translation>
    </message>
    <message>
        <source>pay the special card</source>
        <translation>paga la carta Speciale</translation>
    </message>
    <message>
        <source>site</source>
        <translation>sito</translation>
    </message>
    <message>
        <source>structure</source>
        <translation>struttura</translation>
    </message>
    <message>
        <source>upgrade too</source>
        <translation>migliora anche</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>costo</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>quantità</translation>
    </message>
    <message>
        <source>payment</source>
        <translation>pagamento</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>risorse</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>why</source>
        <translation>perché</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>passi</translation>
    </message>
    <message>
        <source>from</source>
        <translation>da dove</translation>
    </message>
    <message>
        <source>face-up card</source>
        <translation>carta scoperta</translation>
    </message>
    <message>
        <source>use it now</source>
        <translation>usala subito</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>quante</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>motivo</translation>
    </message>
    <message>
        <source>built</source>
        <translation>costruito</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>migliorato</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>carte in mano</translation>
    </message>
    <message>
        <source>usual cost</source>
        <translation>costo normale</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>sconto</translation>
    </message>
    <message>
        <source>stated cost</source>
        <translation>costo indicato</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>il mazzo</translation>
    </message>
    <message>
        <source>dig (3 cards)</source>
        <translation>cerca (3 carte)</translation>
    </message>
</context>
<context>
    <name>forecast</name>
    <message>
        <source>Every connected city is fed.</source>
        <translation>Ogni città connessa è nutrita.</translation>
    </message>
    <message>
        <source>connects {0}</source>
        <translation>connette {0}</translation>
    </message>
    <message>
        <source>Feeding the connected cities ({0}): {1} kelp and {2} biomatter eaten.</source>
        <translation>Nutrire le città connesse ({0}): consumate {1} alghe e {2} biomateria.</translation>
    </message>
    <message>
        <source>Unfed cities: {0}, costing {1} points.</source>
        <translation>Città non nutrite: {0}, costano {1} punti.</translation>
    </message>
    <message>
        <source>score {0}{1}</source>
        <translation>punti {0}{1}</translation>
    </message>
    <message>
        <source>cities to feed: +{0}</source>
        <translation>città da nutrire: +{0}</translation>
    </message>
    <message>
        <source>unfed cities: +{0}</source>
        <translation>città non nutrite: +{0}</translation>
    </message>
    <message>
        <source>changes nothing at production</source>
        <translation>non cambia nulla in produzione</translation>
    </message>
    <message>
        <source>No tunnel can be built on this board now.</source>
        <translation>Su questa plancia ora non si può costruire alcun tunnel.</translation>
    </message>
    <message>
        <source>… and {0} more sites</source>
        <translation>… e altri {0} siti</translation>
    </message>
    <message>
        <source>One more tunnel would change:</source>
        <translation>Un tunnel in più cambierebbe:</translation>
    </message>
    <message>
        <source>If production ran now, {0} would get:</source>
        <translation>Se la produzione avvenisse ora, {0} otterrebbe:</translation>
    </message>
    <message>
        <source>After production and feeding: {0}; score: {1}</source>
        <translation>Dopo produzione e nutrimento: {0}; punti: {1}</translation>
    </message>
    <message>
        <source>Production forecast</source>
        <translation>Previsione della produzione</translation>
    </message>
    <message>
        <source>Production runs after rounds 4, 7 and 10. Only connected things produce; then each connected city eats 1 kelp, else 1 biomatter, else costs 3 points.</source>
        <translation>La produzione avviene dopo i round 4, 7 e 10. Produce solo ciò che è connesso; poi ogni città connessa mangia 1 alga, altrimenti 1 biomateria, altrimenti costa 3 punti.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Underwater Cities</source>
        <translation>Underwater Cities</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>Antarctica</translation>
    </message>
    <message>
        <source>Otys</source>
        <translation>Otys</translation>
    </message>
</context>
<context>
    <name>history</name>
    <message>
        <source>the always-available slot</source>
        <translation>spazio sempre disponibile</translation>
    </message>
    <message>
        <source>slot {0} ({1})</source>
        <translation>spazio {0} ({1})</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>{0} took the face-up special card “{1}”</source>
        <translation>{0} ha preso la carta Speciale scoperta «{1}»</translation>
    </message>
    <message>
        <source>{0} took a face-up 3-credit special card</source>
        <translation>{0} ha preso una carta Speciale scoperta da 3 crediti</translation>
    </message>
    <message>
        <source>{0} took the top 1/2-credit special card</source>
        <translation>{0} ha preso la prima carta Speciale da 1/2 crediti</translation>
    </message>
    <message>
        <source>{0} dug for a special card</source>
        <translation>{0} ha cercato una carta Speciale</translation>
    </message>
    <message>
        <source>New game set up for {0}</source>
        <translation>Nuova partita preparata per {0}</translation>
    </message>
    <message>
        <source>{0} discarded 1 card</source>
        <translation>{0} ha scartato 1 carta</translation>
    </message>
    <message>
        <source>{0} discarded {1} cards</source>
        <translation>{0} ha scartato {1} carte</translation>
    </message>
    <message>
        <source> with the action-cloning tile</source>
        <translation> con la tessera Clona Azione</translation>
    </message>
    <message>
        <source>{0} placed a tile on {1}{2}, playing {3}</source>
        <translation>{0} ha piazzato una tessera sullo {1}{2} giocando {3}</translation>
    </message>
    <message>
        <source>, paying its cost</source>
        <translation>, pagandone il costo</translation>
    </message>
    <message>
        <source>{0} resolved the played card{1}</source>
        <translation>{0} ha risolto la carta giocata{1}</translation>
    </message>
    <message>
        <source> and upgraded it</source>
        <translation> con miglioramento</translation>
    </message>
    <message>
        <source>{0} built a {1} on {2}{3}{4}</source>
        <translation>{0} ha costruito {1} su {2}{3}{4}</translation>
    </message>
    <message>
        <source>{0} upgraded {1}</source>
        <translation>{0} ha migliorato {1}</translation>
    </message>
    <message>
        <source> ({0})</source>
        <translation> ({0})</translation>
    </message>
    <message>
        <source>{0} gained {1}{2}</source>
        <translation>{0} ha ottenuto {1}{2}</translation>
    </message>
    <message>
        <source>{0} paid {1}</source>
        <translation>{0} ha pagato {1}</translation>
    </message>
    <message>
        <source>{0} advanced {1} on the Federation track</source>
        <translation>{0} avanza di {1} sul tracciato della Federazione</translation>
    </message>
    <message>
        <source>{0} used the action card {1}</source>
        <translation>{0} ha usato la carta azione {1}</translation>
    </message>
    <message>
        <source>{0} took the instant effect of the metropolis on {1}</source>
        <translation>{0} ha preso l&apos;effetto istantaneo della metropoli su {1}</translation>
    </message>
    <message>
        <source> and used it</source>
        <translation> e l’ha usata</translation>
    </message>
    <message>
        <source>{0} discarded the action card {1}{2}</source>
        <translation>{0} ha scartato la carta azione {1}{2}</translation>
    </message>
    <message>
        <source>{0} finished the effect</source>
        <translation>{0} ha concluso l’effetto</translation>
    </message>
    <message>
        <source>{0} ended the turn</source>
        <translation>{0} ha terminato il turno</translation>
    </message>
    <message>
        <source>Revealed era card #{0} for the 4th blocking tile</source>
        <translation>Rivelata la carta Era #{0} per la 4ª tessera di blocco</translation>
    </message>
    <message>
        <source>Production, feeding and the end of the era</source>
        <translation>Produzione, nutrimento e fine dell’Era</translation>
    </message>
    <message>
        <source>Correction for {0}: {1}</source>
        <translation>Correzione per {0}: {1}</translation>
    </message>
    <message>
        <source>{0} is {1} on this board</source>
        <translation>Su questo tabellone lo {0} è {1}</translation>
    </message>
    <message>
        <source>Play order: {0}</source>
        <translation>Ordine di gioco: {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn begins</source>
        <translation>Inizia il {1} turno di {0}</translation>
    </message>
    <message>
        <source>the card matches</source>
        <translation>la carta corrisponde</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>non corrisponde</translation>
    </message>
    <message>
        <source>tile on {0}: {1}</source>
        <translation>tessera sullo {0}: {1}</translation>
    </message>
    <message>
        <source>resolving {0}</source>
        <translation>in risoluzione: {0}</translation>
    </message>
    <message>
        <source>effect finished</source>
        <translation>effetto concluso</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>scartata</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>reclamata</translation>
    </message>
    <message>
        <source>claimed as an action card</source>
        <translation>reclamata come carta azione</translation>
    </message>
    <message>
        <source>back under the special deck</source>
        <translation>di nuovo in fondo al mazzo Speciale</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fuori dal gioco</translation>
    </message>
    <message>
        <source>kept (paid special)</source>
        <translation>tenuta (carta Speciale pagata)</translation>
    </message>
    <message>
        <source>the played card: {0}</source>
        <translation>la carta giocata: {0}</translation>
    </message>
    <message>
        <source>{0} built on {1}, paying {2}</source>
        <translation>{0}: costruzione su {1}, pagando {2}</translation>
    </message>
    <message>
        <source>{0} upgraded, paying {1}</source>
        <translation>{0}: miglioramento, pagando {1}</translation>
    </message>
    <message>
        <source>{0}: {1} ({2})</source>
        <translation>{0}: {1} ({2})</translation>
    </message>
    <message>
        <source>{0} moved to space {1} of the Federation track</source>
        <translation>{0} passa allo spazio {1} del tracciato della Federazione</translation>
    </message>
    <message>
        <source>{0} turned the action card {1} sideways</source>
        <translation>{0} ha girato di lato la carta azione {1}</translation>
    </message>
    <message>
        <source>{0} discarded the action card {1}</source>
        <translation>{0} ha scartato la carta azione {1}</translation>
    </message>
    <message>
        <source>{0} took the special card “{1}”</source>
        <translation>{0} ha preso la carta Speciale «{1}»</translation>
    </message>
    <message>
        <source>{0} took a special card</source>
        <translation>{0} ha preso una carta Speciale</translation>
    </message>
    <message>
        <source>{0} connected the metropolis on {1}: its instant effect is offered</source>
        <translation>{0} ha connesso la metropoli su {1}: il suo effetto istantaneo è disponibile</translation>
    </message>
    <message>
        <source>{0} took the metropolis&apos;s instant effect</source>
        <translation>{0} ha preso l&apos;effetto istantaneo della metropoli</translation>
    </message>
    <message>
        <source>{0}&apos;s turn ended</source>
        <translation>Turno di {0} terminato</translation>
    </message>
    <message>
        <source>Round {0} ended; new play order: {1}</source>
        <translation>Round {0} terminato; nuovo ordine di gioco: {1}</translation>
    </message>
    <message>
        <source>play</source>
        <translation>gioco</translation>
    </message>
    <message>
        <source>production</source>
        <translation>produzione</translation>
    </message>
    <message>
        <source>keeping cards</source>
        <translation>tenere le carte</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>punteggio finale</translation>
    </message>
    <message>
        <source>Round {0}, era {1}: {2}</source>
        <translation>Round {0}, Era {1}: {2}</translation>
    </message>
    <message>
        <source>4th blocking tile on {0}</source>
        <translation>4ª tessera di blocco sullo {0}</translation>
    </message>
    <message>
        <source>{0} produced {1}</source>
        <translation>{0} ha prodotto {1}</translation>
    </message>
    <message>
        <source>{0} fed {1} cities: {2} kelp, {3} biomatter, {4} points lost</source>
        <translation>{0} ha nutrito {1} città: {2} alghe, {3} biomateria, {4} punti persi</translation>
    </message>
    <message>
        <source>all action cards refreshed</source>
        <translation>tutte le carte azione di nuovo disponibili</translation>
    </message>
    <message>
        <source>{0} corrected by hand: {1}</source>
        <translation>{0} corretto a mano: {1}</translation>
    </message>
    <message>
        <source>{0} is now {1}</source>
        <translation>Lo {0} ora è {1}</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>{who} has already placed an action tile this turn.</source>
        <translation>{who} ha già piazzato una tessera azione in questo turno.</translation>
    </message>
    <message>
        <source>The structure on {site} is already upgraded.</source>
        <translation>La struttura su {site} è già migliorata.</translation>
    </message>
    <message>
        <source>{who} has 5 action cards: discard one first (limit of four).</source>
        <translation>{who} ha 5 carte azione: prima scartatene una (limite di quattro).</translation>
    </message>
    <message>
        <source>That action card was already used this era.</source>
        <translation>Quella carta azione è già stata usata in questa Era.</translation>
    </message>
    <message>
        <source>{who} cannot build on {site}: it is not next to a city or a city site where a city could be built now.</source>
        <translation>{who} non può costruire su {site}: non è accanto a una città né a un sito città dove ora si potrebbe costruire una città.</translation>
    </message>
    <message>
        <source>The played card has already been resolved.</source>
        <translation>La carta giocata è già stata risolta.</translation>
    </message>
    <message>
        <source>The played card does not match the slot&apos;s colour: it was discarded without effect.</source>
        <translation>La carta giocata non corrisponde al colore dello spazio: è stata scartata senza effetto.</translation>
    </message>
    <message>
        <source>{who} must play a card with the action tile.</source>
        <translation>{who} deve giocare una carta con la tessera azione.</translation>
    </message>
    <message>
        <source>Say what type the played card is (instant, permanent, action, production or end-scoring) to resolve it.</source>
        <translation>Indicate il tipo della carta giocata (istantanea, permanente, azione, produzione o punteggio finale) per risolverla.</translation>
    </message>
    <message>
        <source>Cities are never upgraded.</source>
        <translation>Le città non si migliorano mai.</translation>
    </message>
    <message>
        <source>{who} cannot build a city on {site}: it is not next to one of their cities.</source>
        <translation>{who} non può costruire una città su {site}: non è accanto a una delle sue città.</translation>
    </message>
    <message>
        <source>The always-available slot is never occupied, so the action-cloning tile is not needed there.</source>
        <translation>Lo spazio sempre disponibile non è mai occupato: lì la tessera Clona Azione non serve.</translation>
    </message>
    <message>
        <source>The action-cloning tile is used only with 4 players.</source>
        <translation>La tessera Clona Azione si usa solo in 4 giocatori.</translation>
    </message>
    <message>
        <source>The action-cloning tile goes on a slot another player occupies; this one is free.</source>
        <translation>La tessera Clona Azione va su uno spazio occupato da un altro giocatore; questo è libero.</translation>
    </message>
    <message>
        <source>{who} already occupies that slot: the cloning tile needs a slot occupied by another player.</source>
        <translation>{who} occupa già quello spazio: la tessera Clona Azione richiede uno spazio occupato da un altro giocatore.</translation>
    </message>
    <message>
        <source>The action-cloning tile was already used this round.</source>
        <translation>La tessera Clona Azione è già stata usata in questo round.</translation>
    </message>
    <message>
        <source>Discarding down to the hand limit happens at the start of a turn.</source>
        <translation>Si scarta fino al limite di mano all’inizio del turno.</translation>
    </message>
    <message>
        <source>The card just claimed stays: discard one of the action cards you had before.</source>
        <translation>La carta appena reclamata resta: scartate una delle carte azione che avevate prima.</translation>
    </message>
    <message>
        <source>Only {excess} cards need to be discarded.</source>
        <translation>Bisogna scartare solo {excess} carte.</translation>
    </message>
    <message>
        <source>Only 1 card needs to be discarded.</source>
        <translation>Bisogna scartare solo 1 carta.</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Ogni giocatore deve avere un nome diverso.</translation>
    </message>
    <message>
        <source>The correction changes nothing.</source>
        <translation>La correzione non cambia nulla.</translation>
    </message>
    <message>
        <source>Say what was gained.</source>
        <translation>Indicate cosa è stato ottenuto.</translation>
    </message>
    <message>
        <source>{who} may build on the expansion site {site} only with a card that allows it.</source>
        <translation>{who} può costruire sul sito di espansione {site} solo con una carta che lo consente.</translation>
    </message>
    <message>
        <source>Finish the effect being resolved first: the card and the slot are resolved separately, never interleaved.</source>
        <translation>Concludete prima l’effetto in corso: carta e spazio si risolvono separatamente, mai alternandoli.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The {side} side of the main board is not for {players} players.</source>
        <translation>Il lato {side} del tabellone non è per {players} giocatori.</translation>
    </message>
    <message>
        <source>{who} must first discard down to {limit} cards (holds {hand}).</source>
        <translation>{who} deve prima scartare fino a {limit} carte (ne ha {hand}).</translation>
    </message>
    <message>
        <source>That correction would leave a counter below 0.</source>
        <translation>Quella correzione porterebbe un contatore sotto 0.</translation>
    </message>
    <message>
        <source>{who} holds {hand} cards, within the limit of {limit}: no discard is needed.</source>
        <translation>{who} ha {hand} carte, entro il limite di {limit}: non serve scartare.</translation>
    </message>
    <message>
        <source>There are no symbiotic (purple) domes left for this player count.</source>
        <translation>Non restano cupole simbiotiche (viola) per questo numero di giocatori.</translation>
    </message>
    <message>
        <source>There are no tunnel tiles left in the supply.</source>
        <translation>Non restano tessere tunnel nella riserva.</translation>
    </message>
    <message>
        <source>All 17 nonsymbiotic (white) domes are in play.</source>
        <translation>Tutte le 17 cupole non simbiotiche (bianche) sono in gioco.</translation>
    </message>
    <message>
        <source>Production runs after rounds 4, 7 and 10; this is round {round}.</source>
        <translation>La produzione avviene dopo i round 4, 7 e 10; questo è il round {round}.</translation>
    </message>
    <message>
        <source>That metropolis was not connected this turn (or its effect was taken).</source>
        <translation>Quella metropoli non è stata connessa in questo turno (o il suo effetto è già stato preso).</translation>
    </message>
    <message>
        <source>That face-up card was named “{name}” at setup.</source>
        <translation>Quella carta scoperta è stata chiamata «{name}» nella preparazione.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Non c’è nulla da ripetere.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Non c’è nulla da annullare.</translation>
    </message>
    <message>
        <source>{who} has nothing built on {site}.</source>
        <translation>{who} non ha costruito nulla su {site}.</translation>
    </message>
    <message>
        <source>{who} must first choose an action slot.</source>
        <translation>{who} deve prima scegliere uno spazio azione.</translation>
    </message>
    <message>
        <source>{who} has already built on {site}.</source>
        <translation>{who} ha già costruito su {site}.</translation>
    </message>
    <message>
        <source>A blocking tile covers that slot this round.</source>
        <translation>Una tessera di blocco occupa quello spazio in questo round.</translation>
    </message>
    <message>
        <source>That action slot is already occupied this round.</source>
        <translation>Quello spazio azione è già occupato in questo round.</translation>
    </message>
    <message>
        <source>{who} could not use any part of that slot&apos;s action, so it may not be chosen.</source>
        <translation>{who} non potrebbe usare alcuna parte dell’azione di quello spazio, quindi non può sceglierlo.</translation>
    </message>
    <message>
        <source>The solo game uses the expert (asymmetric) side of the player board.</source>
        <translation>In solitario si usa il lato avanzato (asimmetrico) della plancia giocatore.</translation>
    </message>
    <message>
        <source>Government contracts are not used in the solo game.</source>
        <translation>Nella modalità solitario non si usano i contratti governativi.</translation>
    </message>
    <message>
        <source>{who} cannot build a tunnel on {site}: it would not connect to the start city.</source>
        <translation>{who} non può costruire un tunnel su {site}: non sarebbe collegato alla città iniziale.</translation>
    </message>
    <message>
        <source>This effect builds at the usual cost: no discount or stated cost.</source>
        <translation>Questo effetto costruisce al costo normale: niente sconto né costo indicato.</translation>
    </message>
    <message>
        <source>This game is already set up.</source>
        <translation>Questa partita è già preparata.</translation>
    </message>
    <message>
        <source>The companion did not understand that tap.</source>
        <translation>L’assistente non ha capito questa mossa.</translation>
    </message>
    <message>
        <source>Line {line} of the file is not valid JSON.</source>
        <translation>La riga {line} del file non è JSON valido.</translation>
    </message>
    <message>
        <source>A name must be plain text, without invisible control characters.</source>
        <translation>Un nome deve essere testo semplice, senza caratteri di controllo invisibili.</translation>
    </message>
    <message>
        <source>The file holds text with a broken character escape.</source>
        <translation>Il file contiene testo con una sequenza di escape di carattere non valida.</translation>
    </message>
    <message>
        <source>The file names the same field twice in one place.</source>
        <translation>Il file indica lo stesso campo due volte nello stesso punto.</translation>
    </message>
    <message>
        <source>The file is too large to be read.</source>
        <translation>Il file è troppo grande per essere letto.</translation>
    </message>
    <message>
        <source>The file holds a value that is not a number.</source>
        <translation>Il file contiene un valore che non è un numero.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (line {line}); save it as UTF-8 and try again.</source>
        <translation>Il file non è testo UTF-8 (riga {line}); salvalo come UTF-8 e riprova.</translation>
    </message>
    <message>
        <source>The file holds a number too large to be read.</source>
        <translation>Il file contiene un numero troppo grande per essere letto.</translation>
    </message>
    <message>
        <source>The file nests lists and objects too deep to be read.</source>
        <translation>Il file annida liste e oggetti troppo in profondità per essere letto.</translation>
    </message>
    <message>
        <source>The play order must name every seat exactly once.</source>
        <translation>L’ordine di gioco deve indicare ogni posto esattamente una volta.</translation>
    </message>
    <message>
        <source>Underwater Cities is played by 1 to 4 players.</source>
        <translation>Underwater Cities si gioca da 1 a 4 giocatori.</translation>
    </message>
    <message>
        <source>That answer is not one of the options of this production choice.</source>
        <translation>Questa risposta non è tra le opzioni di questa scelta di produzione.</translation>
    </message>
    <message>
        <source>The player-board file {file} is damaged; reinstall the companion.</source>
        <translation>Il file della plancia {file} è danneggiato; reinstallate l’assistente.</translation>
    </message>
    <message>
        <source>Player board {board} is not a {side} board (all players use the same side).</source>
        <translation>La plancia {board} non è del lato {side} (tutti usano lo stesso lato).</translation>
    </message>
    <message>
        <source>The layout of board {board} is not usable: check it in the board editor.</source>
        <translation>La disposizione della plancia {board} non è utilizzabile: controllala nell&apos;editor delle plance.</translation>
    </message>
    <message>
        <source>The setup does not carry one layout of each board of the side.</source>
        <translation>La preparazione non contiene una disposizione per ogni plancia di questo lato.</translation>
    </message>
    <message>
        <source>Two players cannot use the same player board.</source>
        <translation>Due giocatori non possono usare la stessa plancia.</translation>
    </message>
    <message>
        <source>{who} cannot pay {cost}.</source>
        <translation>{who} non può pagare {cost}.</translation>
    </message>
    <message>
        <source>{who} needs 1 credit for the action-cloning tile.</source>
        <translation>{who} ha bisogno di 1 credito per la tessera Clona Azione.</translation>
    </message>
    <message>
        <source>The game&apos;s setup cannot be deleted; correct it, or delete the whole game.</source>
        <translation>La preparazione non si può eliminare; correggetela o eliminate tutta la partita.</translation>
    </message>
    <message>
        <source>{who} does not meet the card&apos;s condition (has {have}, needs {need}).</source>
        <translation>{who} non soddisfa la condizione della carta (ha {have}, servono {need}).</translation>
    </message>
    <message>
        <source>The card file {file} is damaged; reinstall the companion.</source>
        <translation>Il file delle carte {file} è danneggiato; reinstallate l’assistente.</translation>
    </message>
    <message>
        <source>The companion&apos;s database {path} is damaged. It can be moved aside, kept whole, and a fresh database started.</source>
        <translation>Il database {path} dell’assistente è danneggiato. Si può spostarlo da parte, intatto, e iniziarne uno nuovo.</translation>
    </message>
    <message>
        <source>The database {path} was written by a newer version of the companion; this version cannot read it. It was not changed.</source>
        <translation>Il database {path} è stato scritto da una versione più recente dell’assistente; questa versione non può leggerlo. Non è stato modificato.</translation>
    </message>
    <message>
        <source>Game {game} cannot be read ({reason}). It can be exported as far as it reads, or deleted; the other games are not affected.</source>
        <translation>La partita {game} non si può leggere ({reason}). Si può esportare fin dove è leggibile, oppure eliminare; le altre partite non sono toccate.</translation>
    </message>
    <message>
        <source>The journal file of {path} was deleted while the companion was running; everything saved was written into the database.</source>
        <translation>Il file di journal di {path} è stato cancellato mentre il compagno era in uso; tutto ciò che era salvato è stato scritto nel database.</translation>
    </message>
    <message>
        <source>A journal file beside {path} belonged to another database; it was kept, unused, as {kept}. Your games are as they were.</source>
        <translation>Un file di journal accanto a {path} apparteneva a un altro database; è stato conservato, senza usarlo, come {kept}. Le vostre partite sono come prima.</translation>
    </message>
    <message>
        <source>A journal file was found without its database; it was kept, unused, as {kept}, and a fresh database was started at {path}.</source>
        <translation>È stato trovato un file di journal senza il suo database; è stato conservato, senza usarlo, come {kept}, e un nuovo database è stato creato in {path}.</translation>
    </message>
    <message>
        <source>This tap is in conflict, but the reason saved with it does not read.</source>
        <translation>Questo tocco è in conflitto, ma il motivo salvato con esso non si può leggere.</translation>
    </message>
    <message>
        <source>The companion&apos;s database {path} cannot be used ({reason}). Nothing of this change was saved.</source>
        <translation>Il database {path} dell’assistente non è utilizzabile ({reason}). Nulla di questa modifica è stato salvato.</translation>
    </message>
    <message>
        <source>Say what was paid.</source>
        <translation>Indicate cosa è stato pagato.</translation>
    </message>
    <message>
        <source>Only a face-up 3-credit special card is named.</source>
        <translation>Si indica solo una carta Speciale scoperta da 3 crediti.</translation>
    </message>
    <message>
        <source>The position file is not valid at {field}.</source>
        <translation>Il file della posizione non è valido in {field}.</translation>
    </message>
    <message>
        <source>The built-in data of this game is damaged; reinstall the companion.</source>
        <translation>I dati integrati di questo gioco sono danneggiati; reinstallate l’assistente.</translation>
    </message>
    <message>
        <source>Line {line}: the game file&apos;s header is damaged.</source>
        <translation>Riga {line}: l’intestazione del file di partita è danneggiata.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not valid JSON.</source>
        <translation>La riga {line} del file di partita non è JSON valido.</translation>
    </message>
    <message>
        <source>The game file holds no taps.</source>
        <translation>Il file di partita non contiene mosse.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is a tap the rules do not allow.</source>
        <translation>La riga {line} del file di partita è una mossa che le regole non consentono.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not a valid tap.</source>
        <translation>La riga {line} del file di partita non è una mossa valida.</translation>
    </message>
    <message>
        <source>Line {line} is a header, but a header may only be the first line.</source>
        <translation>La riga {line} è un’intestazione, ma l’intestazione può essere solo la prima riga.</translation>
    </message>
    <message>
        <source>The game file does not say which game it holds; choose the game to import it as.</source>
        <translation>Il file di partita non dice quale gioco contiene; scegliete il gioco con cui importarlo.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not a tap.</source>
        <translation>La riga {line} del file di partita non è una mossa.</translation>
    </message>
    <message>
        <source>The file is not a companion game file (line {line}).</source>
        <translation>Il file non è un file di partita dell’assistente (riga {line}).</translation>
    </message>
    <message>
        <source>This game file was made by a newer version of the companion; this version cannot read it.</source>
        <translation>Questo file di partita è stato creato da una versione più recente dell’assistente; questa versione non può leggerlo.</translation>
    </message>
    <message>
        <source>The game file holds a game the companion does not know.</source>
        <translation>Il file di partita contiene un gioco che l’assistente non conosce.</translation>
    </message>
    <message>
        <source>The game file holds a game of another kind.</source>
        <translation>Il file di partita contiene un gioco di altro tipo.</translation>
    </message>
    <message>
        <source>There is no player number {profile}.</source>
        <translation>Non c’è un giocatore numero {profile}.</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>C’è già un giocatore di nome {name}.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Un giocatore ha bisogno di un nome.</translation>
    </message>
    <message>
        <source>A player&apos;s name has at most {limit} characters.</source>
        <translation>Il nome di un giocatore ha al massimo {limit} caratteri.</translation>
    </message>
    <message>
        <source>That is not a colour: choose one of the colours shown.</source>
        <translation>Questo non è un colore: scegli uno dei colori mostrati.</translation>
    </message>
    <message>
        <source>A player cannot be merged with themselves.</source>
        <translation>Un giocatore non può essere unito a se stesso.</translation>
    </message>
    <message>
        <source>Game {game} is not finished yet; only a finished game has a result.</source>
        <translation>La partita {game} non è ancora finita; solo una partita finita ha un risultato.</translation>
    </message>
    <message>
        <source>{path} exists already; it was not overwritten.</source>
        <translation>{path} esiste già; non è stato sovrascritto.</translation>
    </message>
    <message>
        <source>The backup {path} could not be written. Nothing was changed.</source>
        <translation>Non è stato possibile scrivere il backup {path}. Non è cambiato nulla.</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored ({reason}). Nothing was changed.</source>
        <translation>Il backup {path} non può essere ripristinato ({reason}). Non è cambiato nulla.</translation>
    </message>
    <message>
        <source>The card library is damaged: an entry cannot be read.</source>
        <translation>Il catalogo delle carte è danneggiato: una voce non si può leggere.</translation>
    </message>
    <message>
        <source>A file of the card library is damaged; reinstall the companion.</source>
        <translation>Un file del catalogo delle carte è danneggiato; reinstallate l’assistente.</translation>
    </message>
    <message>
        <source>The card library cannot be opened.</source>
        <translation>Il catalogo delle carte non si può aprire.</translation>
    </message>
    <message>
        <source>The card library could not be saved.</source>
        <translation>Non è stato possibile salvare il catalogo delle carte.</translation>
    </message>
    <message>
        <source>Give every player one brown and two blue metropolis tiles.</source>
        <translation>Date a ogni giocatore una tessera metropoli marrone e due blu.</translation>
    </message>
    <message>
        <source>A metropolis tile cannot be dealt twice.</source>
        <translation>Una tessera metropoli non può essere data due volte.</translation>
    </message>
    <message>
        <source>A text of the companion is incomplete.</source>
        <translation>Un testo dell’assistente è incompleto.</translation>
    </message>
    <message>
        <source>A gain cannot be negative (use a correction).</source>
        <translation>Un guadagno non può essere negativo (usate una correzione).</translation>
    </message>
    <message>
        <source>No action card needs to be discarded now.</source>
        <translation>Ora non serve scartare carte azione.</translation>
    </message>
    <message>
        <source>{who} has no card to play.</source>
        <translation>{who} non ha carte da giocare.</translation>
    </message>
    <message>
        <source>No card needs to be revealed now.</source>
        <translation>Ora non serve rivelare carte.</translation>
    </message>
    <message>
        <source>There is no tap number {seq} in this game.</source>
        <translation>In questa partita non c’è la mossa numero {seq}.</translation>
    </message>
    <message>
        <source>There is no saved game number {game}.</source>
        <translation>Non c’è una partita salvata numero {game}.</translation>
    </message>
    <message>
        <source>That 3-credit special card is not face up (anymore).</source>
        <translation>Quella carta Speciale da 3 crediti non è (più) scoperta.</translation>
    </message>
    <message>
        <source>Teaching mode does not know this game yet.</source>
        <translation>La modalità tutorial non conosce ancora questo gioco.</translation>
    </message>
    <message>
        <source>The file {path} is a database of another program; it was not changed.</source>
        <translation>Il file {path} è un database di un altro programma; non è stato modificato.</translation>
    </message>
    <message>
        <source>No turn is being played now (the game is in its {phase} phase).</source>
        <translation>Ora non si sta giocando un turno (la partita è nella fase: {phase}).</translation>
    </message>
    <message>
        <source>{effect} does not allow that now: finish it or use one of its parts.</source>
        <translation>{effect} ora non lo consente: concludetelo o usatene una parte.</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Prima preparate la partita.</translation>
    </message>
    <message>
        <source>Only special cards have a cost to pay.</source>
        <translation>Solo le carte Speciali hanno un costo da pagare.</translation>
    </message>
    <message>
        <source>It is not {who}&apos;s turn.</source>
        <translation>Non è il turno di {who}.</translation>
    </message>
    <message>
        <source>No effect is being resolved.</source>
        <translation>Nessun effetto è in risoluzione.</translation>
    </message>
    <message>
        <source>{who} has nothing left to resolve this turn: end the turn.</source>
        <translation>{who} non ha altro da risolvere in questo turno: terminate il turno.</translation>
    </message>
    <message>
        <source>Payments are recorded only while resolving a card that asks for one.</source>
        <translation>I pagamenti si registrano solo mentre si risolve una carta che li richiede.</translation>
    </message>
    <message>
        <source>The slot&apos;s action is done; to do that with the played card, resolve the card first.</source>
        <translation>L’azione dello spazio è conclusa; per farlo con la carta giocata, risolvete prima la carta.</translation>
    </message>
    <message>
        <source>Say which site the correction is about.</source>
        <translation>Indicate a quale sito si riferisce la correzione.</translation>
    </message>
    <message>
        <source>The action-slot file {file} is damaged; reinstall the companion.</source>
        <translation>Il file degli spazi azione {file} è danneggiato; reinstallate l’assistente.</translation>
    </message>
    <message>
        <source>Reveal the top era card first: its number places the 4th blocking tile.</source>
        <translation>Rivelate prima la carta Era in cima: il suo numero colloca la 4ª tessera di blocco.</translation>
    </message>
    <message>
        <source>This game was saved by another version of the companion. Open it for playing once to bring it up to date.</source>
        <translation>Questa partita è stata salvata da un’altra versione dell’assistente. Apritela una volta per giocare per aggiornarla.</translation>
    </message>
    <message>
        <source>The teaching file {file} is damaged; reinstall the companion.</source>
        <translation>Il file del tutorial {file} è danneggiato; reinstallate l’assistente.</translation>
    </message>
    <message>
        <source>The teaching file {file} is missing; reinstall the companion.</source>
        <translation>Il file del tutorial {file} manca; reinstallate l’assistente.</translation>
    </message>
    <message>
        <source>The lessons seen could not be read or saved in {file}.</source>
        <translation>Le lezioni viste non si sono potute leggere o salvare in {file}.</translation>
    </message>
    <message>
        <source>{who} has no such action card.</source>
        <translation>{who} non ha questa carta azione.</translation>
    </message>
    <message>
        <source>There is no player board {board}: boards are numbered 1 to 8.</source>
        <translation>Non esiste la plancia {board}: le plance sono numerate da 1 a 8.</translation>
    </message>
    <message>
        <source>There is no player-board side {side}: choose standard or asymmetric.</source>
        <translation>Non esiste il lato {side} della plancia: scegliete standard o asimmetrico.</translation>
    </message>
    <message>
        <source>The companion does not know that tap.</source>
        <translation>L’assistente non conosce questa mossa.</translation>
    </message>
    <message>
        <source>The companion does not know the game {game}.</source>
        <translation>L’assistente non conosce il gioco {game}.</translation>
    </message>
    <message>
        <source>Say which game: {games}.</source>
        <translation>Di&apos; quale gioco: {games}.</translation>
    </message>
    <message>
        <source>The game plug-in {entry_point} is declared under another name.</source>
        <translation>Il plug-in di gioco {entry_point} è dichiarato con un altro nome.</translation>
    </message>
    <message>
        <source>There is no lesson {lesson}.</source>
        <translation>Non esiste la lezione {lesson}.</translation>
    </message>
    <message>
        <source>{tile} is not a metropolis tile of that kind.</source>
        <translation>{tile} non è una tessera metropoli di quel tipo.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>A questo tavolo non c’è questo giocatore.</translation>
    </message>
    <message>
        <source>{who} has no such production choice.</source>
        <translation>{who} non ha questa scelta di produzione.</translation>
    </message>
    <message>
        <source>{line} is not a line that waits for the table (it may have been taught).</source>
        <translation>{line} non è una riga che attende il tavolo (forse è già stata insegnata).</translation>
    </message>
    <message>
        <source>Say what each line marked ⚠ produced, or skip it: production is applied only when every line is settled.</source>
        <translation>Dite che cosa ha prodotto ogni riga segnata con ⚠, o saltatela: la Produzione si applica solo quando ogni riga è stabilita.</translation>
    </message>
    <message>
        <source>Say what each line marked ⚠ scored, or skip it: final scoring is settled only when every line is.</source>
        <translation>Dite quanto ha segnato ogni riga segnata con ⚠, o saltatela: il punteggio finale è stabilito solo quando lo è ogni riga.</translation>
    </message>
    <message>
        <source>Final-scoring lines are settled after the last production.</source>
        <translation>Le righe del punteggio finale si stabiliscono dopo l&apos;ultima Produzione.</translation>
    </message>
    <message>
        <source>Every final-scoring line is already settled.</source>
        <translation>Ogni riga del punteggio finale è già stabilita.</translation>
    </message>
    <message>
        <source>The lines cannot have spent more resources than the player holds.</source>
        <translation>Le righe non possono aver speso più risorse di quante il giocatore ne abbia.</translation>
    </message>
    <message>
        <source>{site} is not a site of this player board.</source>
        <translation>{site} non è un sito di questa plancia.</translation>
    </message>
    <message>
        <source>There is no such action slot on this side of the main board.</source>
        <translation>Su questo lato del tabellone non c’è questo spazio azione.</translation>
    </message>
    <message>
        <source>A text of the companion is missing.</source>
        <translation>Manca un testo dell’assistente.</translation>
    </message>
    <message>
        <source>An upgrade costs 1 science.</source>
        <translation>Un miglioramento costa 1 ricerca.</translation>
    </message>
    <message>
        <source>{payment} does not pay {cost} (biomatter may stand in only for kelp or steelplast of a build).</source>
        <translation>{payment} non paga {cost} (la biomateria può sostituire solo alga o plastacciaio di una costruzione).</translation>
    </message>
    <message>
        <source>That cannot be built on {site}.</source>
        <translation>Questo non si può costruire su {site}.</translation>
    </message>
    <message>
        <source>This game is open read-only here, so it cannot be changed. Close it in the other window to play it here.</source>
        <translation>Questa partita qui è aperta in sola lettura e non si può modificare. Chiudetela nell’altra finestra per giocarla qui.</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparazione</translation>
    </message>
    <message>
        <source>play</source>
        <translation>gioco</translation>
    </message>
    <message>
        <source>production</source>
        <translation>produzione</translation>
    </message>
    <message>
        <source>keeping cards</source>
        <translation>tenere le carte</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>punteggio finale</translation>
    </message>
</context>
<context>
    <name>otys</name>
    <message>
        <source>{0}: {1}★, {2} credits, {3} batteries</source>
        <translation>{0}: {1}★, {2} Crediti, {3} Batterie</translation>
    </message>
    <message>
        <source> Private contracts ({0}): tap to show</source>
        <translation> Contratti privati ({0}): tocca per mostrarli</translation>
    </message>
    <message>
        <source>{0}{1} · {2}★ · credits {3} · batteries {4} · neutral X-keys {5}</source>
        <translation>{0}{1} · {2}★ · Crediti {3} · Batterie {4} · Chiavi X neutre {5}</translation>
    </message>
    <message>
        <source> Hacker track</source>
        <translation> Tracciato dell&apos;Hacker</translation>
    </message>
    <message>
        <source>X ready</source>
        <translation>X pronta</translation>
    </message>
    <message>
        <source>X used</source>
        <translation>X usata</translation>
    </message>
    <message>
        <source> Mechanic {0}/3: a battery moves {1} · Hacker {2}/3: keys back at {3}</source>
        <translation> Meccanico {0}/3: una Batteria sposta di {1} · Hacker {2}/3: Chiavi di ritorno a {3}</translation>
    </message>
    <message>
        <source> Private contracts ({0}): {1}</source>
        <translation> Contratti privati ({0}): {1}</translation>
    </message>
    <message>
        <source>Public contracts</source>
        <translation>Contratti pubblici</translation>
    </message>
    <message>
        <source>Emporium</source>
        <translation>Emporio</translation>
    </message>
    <message>
        <source>18★ ends the game · neutral X-keys {0} · deck {1} · bag {2}</source>
        <translation>18★ chiude la partita · Chiavi X neutre {0} · mazzo {1} · sacchetto {2}</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contratti</translation>
    </message>
    <message>
        <source>Sponsor 4</source>
        <translation>Sponsor 4</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Punti Prestigio</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>Most prestige wins; a tie goes to most resources in the dig zones (the last column), then the victory is shared (p. 8).</source>
        <translation>Vince chi ha più Punti Prestigio; in caso di parità, più risorse nelle Zone di scavo (ultima colonna), altrimenti la vittoria è condivisa (p. 8).</translation>
    </message>
    <message>
        <source>Prestige by source</source>
        <translation>Punti Prestigio per origine</translation>
    </message>
    <message>
        <source>Setup: {0}</source>
        <translation>Preparazione: {0}</translation>
    </message>
    <message>
        <source>Contract named: {0}</source>
        <translation>Contratto indicato: {0}</translation>
    </message>
    <message>
        <source>Reward token named: {0}</source>
        <translation>Segnalino Ricompensa indicato: {0}</translation>
    </message>
    <message>
        <source>{0} chooses {1}</source>
        <translation>{0} sceglie {1}</translation>
    </message>
    <message>
        <source>{0} ends the phase</source>
        <translation>{0} termina la Fase</translation>
    </message>
    <message>
        <source>{0} ends the turn</source>
        <translation>{0} termina il turno</translation>
    </message>
    <message>
        <source>{0} keeps the diver down with a battery</source>
        <translation>{0} tiene giù il Sommozzatore con una Batteria</translation>
    </message>
    <message>
        <source>{0}: the copied diver {1}</source>
        <translation>{0}: il Sommozzatore copiato {1}</translation>
    </message>
    <message>
        <source>stays down</source>
        <translation>resta giù</translation>
    </message>
    <message>
        <source>surfaces</source>
        <translation>risale in superficie</translation>
    </message>
    <message>
        <source>{0}: a battery moves the diver from {1} to {2}</source>
        <translation>{0}: una Batteria sposta il Sommozzatore da {1} a {2}</translation>
    </message>
    <message>
        <source>{0} fulfils a contract at level {1}</source>
        <translation>{0} soddisfa un Contratto al livello {1}</translation>
    </message>
    <message>
        <source>The game is set up</source>
        <translation>La partita è preparata</translation>
    </message>
    <message>
        <source>{0}: {1} at level {2}</source>
        <translation>{0}: {1} al livello {2}</translation>
    </message>
    <message>
        <source>The sponsors turn: 5 goes to level 1</source>
        <translation>Gli Sponsor scorrono: il 5 passa al livello 1</translation>
    </message>
    <message>
        <source>{0} uses sponsor {1}</source>
        <translation>{0} usa lo Sponsor {1}</translation>
    </message>
    <message>
        <source>{0}★</source>
        <translation>{0}★</translation>
    </message>
    <message>
        <source>{0} credits</source>
        <translation>{0} Crediti</translation>
    </message>
    <message>
        <source>{0} batteries</source>
        <translation>{0} Batterie</translation>
    </message>
    <message>
        <source>{0} neutral X</source>
        <translation>{0} X neutre</translation>
    </message>
    <message>
        <source>{0}: diver from {1} to {2}</source>
        <translation>{0}: Sommozzatore da {1} a {2}</translation>
    </message>
    <message>
        <source>{0}: the {1} is equipped</source>
        <translation>{0}: {1} è equipaggiato</translation>
    </message>
    <message>
        <source>{0}: phase {1}</source>
        <translation>{0}: Fase {1}</translation>
    </message>
    <message>
        <source>{0}: the {1} acts</source>
        <translation>{0}: agisce {1}</translation>
    </message>
    <message>
        <source>{0}: 1 {1} into the dig zone of level {2}</source>
        <translation>{0}: 1 {1} nella Zona di scavo del livello {2}</translation>
    </message>
    <message>
        <source>{0}: 1 {1} from level {2} to level {3}</source>
        <translation>{0}: 1 {1} dal livello {2} al livello {3}</translation>
    </message>
    <message>
        <source>{0} sells 1 {1}</source>
        <translation>{0} vende 1 {1}</translation>
    </message>
    <message>
        <source>{0} buys 1 {1}</source>
        <translation>{0} acquista 1 {1}</translation>
    </message>
    <message>
        <source>{0} takes back {1}</source>
        <translation>{0} recupera {1}</translation>
    </message>
    <message>
        <source>{0} improves the {1}</source>
        <translation>{0} migliora il {1}</translation>
    </message>
    <message>
        <source>{0} takes the reward token {1}</source>
        <translation>{0} prende il segnalino Ricompensa {1}</translation>
    </message>
    <message>
        <source>The table names what came up</source>
        <translation>Il tavolo indica cosa è uscito</translation>
    </message>
    <message>
        <source>The discarded reward tokens go back into the bag</source>
        <translation>I segnalini Ricompensa scartati tornano nel sacchetto</translation>
    </message>
    <message>
        <source>Contract: {0}</source>
        <translation>Contratto: {0}</translation>
    </message>
    <message>
        <source>Reward token: {0}</source>
        <translation>Segnalino Ricompensa: {0}</translation>
    </message>
    <message>
        <source>{0} fulfils {1} at level {2}</source>
        <translation>{0} soddisfa {1} al livello {2}</translation>
    </message>
    <message>
        <source>{0}: a battery keeps the diver down</source>
        <translation>{0}: una Batteria tiene giù il Sommozzatore</translation>
    </message>
    <message>
        <source>{0}: {1} goes under the board</source>
        <translation>{0}: {1} va sotto la plancia</translation>
    </message>
    <message>
        <source>{0}: the keys meet the hacker and come back</source>
        <translation>{0}: le Chiavi incontrano l&apos;Hacker e tornano</translation>
    </message>
    <message>
        <source>{0}: copied diver kept down</source>
        <translation>{0}: Sommozzatore copiato tenuto giù</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>Turno di {0}</translation>
    </message>
    <message>
        <source>{0} reached 18★: the round is finished, then the end</source>
        <translation>{0} ha raggiunto 18★: si finisce il round, poi la partita termina</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>The board: hacker, mechanic, emporium</source>
        <translation>Il tabellone: Hacker, Meccanico, Emporio</translation>
    </message>
    <message>
        <source>Contract {0}: {1}</source>
        <translation>Contratto {0}: {1}</translation>
    </message>
    <message>
        <source>Reward token ×{0}: {1}</source>
        <translation>Segnalino Ricompensa ×{0}: {1}</translation>
    </message>
    <message>
        <source>Free combination (different colours)</source>
        <translation>Combinazione libera (colori differenti)</translation>
    </message>
    <message>
        <source>Different colours</source>
        <translation>Colori differenti</translation>
    </message>
    <message>
        <source>Bonus: 1 credit</source>
        <translation>Bonus: 1 Credito</translation>
    </message>
    <message>
        <source>Bonus: 1 battery</source>
        <translation>Bonus: 1 Batteria</translation>
    </message>
    <message>
        <source>Keys on the hacker track that bring them back</source>
        <translation>Chiavi sul Tracciato dell&apos;Hacker che le fanno tornare</translation>
    </message>
    <message>
        <source>Mechanic: reach at 0, 1, 2, 3 improvements</source>
        <translation>Meccanico: spostamento con 0, 1, 2, 3 miglioramenti</translation>
    </message>
    <message>
        <source>Emporium rows</source>
        <translation>Righe dell&apos;Emporio</translation>
    </message>
    <message>
        <source>Row {0}: credits, prestige</source>
        <translation>Riga {0}: Crediti, Punti Prestigio</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Segnalino</translation>
    </message>
    <message>
        <source>How many in the bag</source>
        <translation>Quanti nel sacchetto</translation>
    </message>
    <message>
        <source>Otys: board, contracts and reward tokens</source>
        <translation>Otys: tabellone, Contratti e segnalini Ricompensa</translation>
    </message>
    <message>
        <source>The rulebook shows these only in pictures: what the app reads or a table taught is marked &quot;not checked against your copy&quot; until you confirm or correct it. Contracts are taught when they come up in play.</source>
        <translation>Il regolamento li mostra solo in figura: ciò che l&apos;app legge o che un tavolo ha inserito è segnato «non verificata sulla vostra copia» finché non lo confermate o correggete. I Contratti si inseriscono quando escono in gioco.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Teach a token kind</source>
        <translation>Inserisci un tipo di segnalino</translation>
    </message>
    <message>
        <source>Matches my copy</source>
        <translation>Corrisponde alla mia copia</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Salva la correzione</translation>
    </message>
    <message>
        <source>not checked against your copy</source>
        <translation>non verificata sulla vostra copia</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Verificata sulla vostra copia.</translation>
    </message>
    <message>
        <source>Not checked against your copy. Source: {0}</source>
        <translation>Non verificata sulla vostra copia. Fonte: {0}</translation>
    </message>
    <message>
        <source>A reward token kind the table met</source>
        <translation>Un tipo di segnalino Ricompensa incontrato dal tavolo</translation>
    </message>
    <message>
        <source>Choose its front and back, and how many the bag holds.</source>
        <translation>Scegliete fronte e retro, e quanti ce ne sono nel sacchetto.</translation>
    </message>
    <message>
        <source>This is not valid ({0}); nothing was saved.</source>
        <translation>Non è valido ({0}); non è stato salvato nulla.</translation>
    </message>
    <message>
        <source>Otys · the game is over</source>
        <translation>Otys · la partita è finita</translation>
    </message>
    <message>
        <source>{0} reached 18★: last round, {1} turns after this one</source>
        <translation>{0} ha raggiunto 18★: ultimo round, ancora {1} turni dopo questo</translation>
    </message>
    <message>
        <source>{0} reached 18★: last round, one more turn after this one</source>
        <translation>{0} ha raggiunto 18★: ultimo round, ancora un turno dopo questo</translation>
    </message>
    <message>
        <source>{0} reached 18★: this is the game&apos;s last turn</source>
        <translation>{0} ha raggiunto 18★: è l&apos;ultimo turno della partita</translation>
    </message>
    <message>
        <source>Round {0} · {1}&apos;s turn</source>
        <translation>Round {0} · turno di {1}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Choose key {0} (when it is on your board)</source>
        <translation>Scegli la Chiave {0} (se è sulla plancia)</translation>
    </message>
    <message>
        <source>End the phase or the turn</source>
        <translation>Termina la Fase o il turno</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>Insegna a {0}</translation>
    </message>
    <message>
        <source>The game is already set up.</source>
        <translation>La partita è già preparata.</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Prima preparate la partita.</translation>
    </message>
    <message>
        <source>Each player needs their own colour.</source>
        <translation>Ogni giocatore ha bisogno del proprio colore.</translation>
    </message>
    <message>
        <source>Each player lays the 8 different divers (player {seat}).</source>
        <translation>Ogni giocatore dispone gli 8 Sommozzatori diversi (giocatore {seat}).</translation>
    </message>
    <message>
        <source>Each player lays one resource of each kind (player {seat}).</source>
        <translation>Ogni giocatore dispone una risorsa di ciascun tipo (giocatore {seat}).</translation>
    </message>
    <message>
        <source>The five sponsors go one on each level.</source>
        <translation>I cinque Sponsor vanno uno per livello.</translation>
    </message>
    <message>
        <source>The emporium starts with 2 resources of one kind and 1 each of two others.</source>
        <translation>L&apos;Emporio inizia con 2 risorse di un tipo e 1 di altri due tipi.</translation>
    </message>
    <message>
        <source>Lay {count} public contracts.</source>
        <translation>Disponete {count} Contratti pubblici.</translation>
    </message>
    <message>
        <source>The public contracts are different cards.</source>
        <translation>I Contratti pubblici sono carte diverse.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Finish what the table must say first.</source>
        <translation>Prima indicate ciò che il tavolo deve dire.</translation>
    </message>
    <message>
        <source>That command is not part of play.</source>
        <translation>Questo comando non fa parte del gioco.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Questo giocatore non esiste.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il vostro turno.</translation>
    </message>
    <message>
        <source>The turn ends in phase 3.</source>
        <translation>Il turno termina nella Fase 3.</translation>
    </message>
    <message>
        <source>Only phases 1 and 2 end this way.</source>
        <translation>Solo le Fasi 1 e 2 terminano così.</translation>
    </message>
    <message>
        <source>A key is already chosen this turn.</source>
        <translation>In questo turno è già stata scelta una Chiave.</translation>
    </message>
    <message>
        <source>{key} is not on your board.</source>
        <translation>{key} non è sulla vostra plancia.</translation>
    </message>
    <message>
        <source>Say at which level {key} goes.</source>
        <translation>Dite a quale livello va {key}.</translation>
    </message>
    <message>
        <source>{key} goes to its own level.</source>
        <translation>{key} va al proprio livello.</translation>
    </message>
    <message>
        <source>Say which used key you take back.</source>
        <translation>Dite quale Chiave già giocata recuperate.</translation>
    </message>
    <message>
        <source>{key} is not under your board.</source>
        <translation>{key} non è sotto la vostra plancia.</translation>
    </message>
    <message>
        <source>No neutral X-key is left in the pile.</source>
        <translation>Nella pila non è rimasta nessuna Chiave X neutra.</translation>
    </message>
    <message>
        <source>Batteries move divers in phase 1.</source>
        <translation>Le Batterie spostano i Sommozzatori nella Fase 1.</translation>
    </message>
    <message>
        <source>A battery moves a diver 1 to {reach} spaces.</source>
        <translation>Una Batteria sposta un Sommozzatore di 1–{reach} spazi.</translation>
    </message>
    <message>
        <source>You have no battery.</source>
        <translation>Non avete Batterie.</translation>
    </message>
    <message>
        <source>Not enough credits: {need} needed.</source>
        <translation>Crediti insufficienti: ne servono {need}.</translation>
    </message>
    <message>
        <source>A battery holds the diver in phase 3.</source>
        <translation>Una Batteria trattiene il Sommozzatore nella Fase 3.</translation>
    </message>
    <message>
        <source>The diver is already held.</source>
        <translation>Il Sommozzatore è già trattenuto.</translation>
    </message>
    <message>
        <source>No copied diver of yours waits.</source>
        <translation>Nessun vostro Sommozzatore copiato è in attesa.</translation>
    </message>
    <message>
        <source>A sponsor is used in phase 1.</source>
        <translation>Lo Sponsor si usa nella Fase 1.</translation>
    </message>
    <message>
        <source>The sponsor was already used this turn.</source>
        <translation>Lo Sponsor è già stato usato in questo turno.</translation>
    </message>
    <message>
        <source>Sponsor {tile} takes no such choice ({parameter}).</source>
        <translation>Lo Sponsor {tile} non prevede questa scelta ({parameter}).</translation>
    </message>
    <message>
        <source>Say which of the two reward tokens you use.</source>
        <translation>Dite quale dei due segnalini Ricompensa usate.</translation>
    </message>
    <message>
        <source>Say which diver at the surface you equip.</source>
        <translation>Dite quale Sommozzatore in superficie equipaggiate.</translation>
    </message>
    <message>
        <source>Move a resource between the key&apos;s level and another level.</source>
        <translation>Spostate una risorsa tra il livello della Chiave e un altro livello.</translation>
    </message>
    <message>
        <source>The diver acts in phase 2.</source>
        <translation>Il Sommozzatore agisce nella Fase 2.</translation>
    </message>
    <message>
        <source>The {diver} cannot do that.</source>
        <translation>{diver}: non può farlo.</translation>
    </message>
    <message>
        <source>The expert would do nothing.</source>
        <translation>L&apos;Esperto non farebbe nulla.</translation>
    </message>
    <message>
        <source>That diver is already equipped.</source>
        <translation>Questo Sommozzatore è già equipaggiato.</translation>
    </message>
    <message>
        <source>The dig zone of level {level} has no free space.</source>
        <translation>La Zona di scavo del livello {level} non ha spazi liberi.</translation>
    </message>
    <message>
        <source>That dig zone holds no such resource.</source>
        <translation>Quella Zona di scavo non contiene questa risorsa.</translation>
    </message>
    <message>
        <source>The emporium&apos;s {colour} column is full.</source>
        <translation>La colonna {colour} dell&apos;Emporio è piena.</translation>
    </message>
    <message>
        <source>The emporium has no {colour}.</source>
        <translation>L&apos;Emporio non ha {colour}.</translation>
    </message>
    <message>
        <source>Only the top row gives prestige.</source>
        <translation>Solo la riga più alta dà Punti Prestigio.</translation>
    </message>
    <message>
        <source>The contract deck is empty.</source>
        <translation>Il mazzo Contratti è vuoto.</translation>
    </message>
    <message>
        <source>That technician is improved three times already.</source>
        <translation>Questo Tecnico è già migliorato tre volte.</translation>
    </message>
    <message>
        <source>The token gives one of its two colours, and only a resource token gives one.</source>
        <translation>Il segnalino dà uno dei suoi due colori, e solo un segnalino risorsa ne dà uno.</translation>
    </message>
    <message>
        <source>Say which diver the token equips (only an equip token does).</source>
        <translation>Dite quale Sommozzatore equipaggia il segnalino (lo fa solo quello di equipaggiamento).</translation>
    </message>
    <message>
        <source>Display space {slot} of level {level} is empty.</source>
        <translation>Lo spazio {slot} del display al livello {level} è vuoto.</translation>
    </message>
    <message>
        <source>The spy copies a neighbour&apos;s diver.</source>
        <translation>La Spia copia il Sommozzatore di un vicino.</translation>
    </message>
    <message>
        <source>A copied spy only draws contracts.</source>
        <translation>Una Spia copiata pesca solo Contratti.</translation>
    </message>
    <message>
        <source>Contract {contract} is neither public nor in your hand.</source>
        <translation>Il Contratto {contract} non è pubblico né nella vostra mano.</translation>
    </message>
    <message>
        <source>A specific combination takes no colour choice.</source>
        <translation>Una combinazione specifica non prevede scelta di colori.</translation>
    </message>
    <message>
        <source>Choose {count} different colours.</source>
        <translation>Scegliete {count} colori differenti.</translation>
    </message>
    <message>
        <source>The dig zone of level {level} does not hold the contract&apos;s resources.</source>
        <translation>La Zona di scavo del livello {level} non contiene le risorse del Contratto.</translation>
    </message>
    <message>
        <source>No contract is awaited.</source>
        <translation>Non si attende nessun Contratto.</translation>
    </message>
    <message>
        <source>No reward token is awaited.</source>
        <translation>Non si attende nessun segnalino Ricompensa.</translation>
    </message>
    <message>
        <source>Contract {contract} is already on the table, in a hand or discarded.</source>
        <translation>Il Contratto {contract} è già sul tavolo, in una mano o scartato.</translation>
    </message>
    <message>
        <source>Set up the game.</source>
        <translation>Preparate la partita.</translation>
    </message>
    <message>
        <source>The game is over. Won by {winners}.</source>
        <translation>La partita è finita. Vince {winners}.</translation>
    </message>
    <message>
        <source>Name the contract that fills public space {space}.</source>
        <translation>Indicate il Contratto che occupa lo spazio pubblico {space}.</translation>
    </message>
    <message>
        <source>Name the contract {player} kept.</source>
        <translation>Indicate il Contratto tenuto da {player}.</translation>
    </message>
    <message>
        <source>Name the reward token drawn for level {level}.</source>
        <translation>Indicate il segnalino Ricompensa pescato per il livello {level}.</translation>
    </message>
    <message>
        <source>{player}: spend a battery to keep your copied diver at level {level} down, or let it surface.</source>
        <translation>{player}: spendete una Batteria per tenere giù il vostro Sommozzatore copiato al livello {level}, o lasciatelo risalire.</translation>
    </message>
    <message>
        <source>{player}: choose a key.</source>
        <translation>{player}: scegliete una Chiave.</translation>
    </message>
    <message>
        <source>{player}, phase 1 at level {level} ({diver} there now): the sponsor, batteries, then push.</source>
        <translation>{player}, Fase 1 al livello {level} (ora c&apos;è {diver}): lo Sponsor, le Batterie, poi spingete.</translation>
    </message>
    <message>
        <source>{player}, phase 2: the {diver} may act.</source>
        <translation>{player}, Fase 2: {diver} può agire.</translation>
    </message>
    <message>
        <source>{player}, phase 3: a battery may keep the {diver} down; end the turn.</source>
        <translation>{player}, Fase 3: una Batteria può tenere giù {diver}; terminate il turno.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: {turns} more turns after this one.</source>
        <translation>{step} La fine è innescata: ancora {turns} turni dopo questo.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: one more turn after this one.</source>
        <translation>{step} La fine è innescata: ancora un turno dopo questo.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: this is the game&apos;s last turn.</source>
        <translation>{step} La fine è innescata: questo è l&apos;ultimo turno della partita.</translation>
    </message>
    <message>
        <source>{points} prestige</source>
        <translation>{points} Punti Prestigio</translation>
    </message>
    <message>
        <source>{count} resources in the dig zones (tie-break)</source>
        <translation>{count} risorse nelle Zone di scavo (spareggio)</translation>
    </message>
    <message>
        <source>Tied at {prestige} prestige: {players} has more resources in the dig zones.</source>
        <translation>Parità a {prestige} Punti Prestigio: {players} ha più risorse nelle Zone di scavo.</translation>
    </message>
    <message>
        <source>Tied at {prestige} prestige and resources: {players} share the victory.</source>
        <translation>Parità a {prestige} Punti Prestigio e risorse: {players} condividono la vittoria.</translation>
    </message>
    <message>
        <source>Sponsor sides</source>
        <translation>Lati degli Sponsor</translation>
    </message>
    <message>
        <source>The author&apos;s spy variant</source>
        <translation>Variante dell&apos;autore per la Spia</translation>
    </message>
    <message>
        <source>Row {kind} {key}: not a kind of Otys data.</source>
        <translation>Riga {kind} {key}: non è un tipo di dati di Otys.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: cannot be read ({reason}).</source>
        <translation>Riga {kind} {key}: illeggibile ({reason}).</translation>
    </message>
    <message>
        <source>Row {kind} {key}: not valid at {field}.</source>
        <translation>Riga {kind} {key}: non valida in {field}.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: it describes {id}.</source>
        <translation>Riga {kind} {key}: descrive {id}.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: the box holds only {limit}.</source>
        <translation>Riga {kind} {key}: la scatola ne contiene solo {limit}.</translation>
    </message>
    <message>
        <source>Without its bonus</source>
        <translation>Senza il suo bonus</translation>
    </message>
    <message>
        <source>surface {0}</source>
        <translation>superficie {0}</translation>
    </message>
    <message>
        <source>Copy {0}&apos;s {1}: {2}</source>
        <translation>Copia {1} di {0}: {2}</translation>
    </message>
    <message>
        <source>take 1 {0}</source>
        <translation>prendi 1 {0}</translation>
    </message>
    <message>
        <source>a neutral X-key</source>
        <translation>una Chiave X neutra</translation>
    </message>
    <message>
        <source>1 credit</source>
        <translation>1 Credito</translation>
    </message>
    <message>
        <source>1 battery</source>
        <translation>1 Batteria</translation>
    </message>
    <message>
        <source>take back {0}</source>
        <translation>recupera {0}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nulla</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>crediti</translation>
    </message>
    <message>
        <source>prestige</source>
        <translation>Punti Prestigio</translation>
    </message>
    <message>
        <source>Sell 1 {0} for {1}</source>
        <translation>Vendi 1 {0} per {1}</translation>
    </message>
    <message>
        <source>Buy 1 {0}</source>
        <translation>Acquista 1 {0}</translation>
    </message>
    <message>
        <source>Draw 4 contracts, keep 1</source>
        <translation>Pesca 4 Contratti, tienine 1</translation>
    </message>
    <message>
        <source>Improve the {0}</source>
        <translation>Migliora il {0}</translation>
    </message>
    <message>
        <source>Reward token {0}: {1}{2}</source>
        <translation>Segnalino Ricompensa {0}: {1}{2}</translation>
    </message>
    <message>
        <source>equip the {0}</source>
        <translation>equipaggia {0}</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>Recupera {0}</translation>
    </message>
    <message>
        <source>Equip the {0}</source>
        <translation>Equipaggia {0}</translation>
    </message>
    <message>
        <source>Token {0}: {1}{2}</source>
        <translation>Segnalino {0}: {1}{2}</translation>
    </message>
    <message>
        <source>Move 1 {0}: level {1} → level {2}</source>
        <translation>Sposta 1 {0}: livello {1} → livello {2}</translation>
    </message>
    <message>
        <source>Fulfil {0} at level {1}</source>
        <translation>Soddisfa {0} al livello {1}</translation>
    </message>
    <message>
        <source>{0}: choose a key</source>
        <translation>{0}: scegliete una Chiave</translation>
    </message>
    <message>
        <source>{0} · phase 1 · level {1}: the {2} is there</source>
        <translation>{0} · Fase 1 · livello {1}: qui c&apos;è {2}</translation>
    </message>
    <message>
        <source>{0} · phase 2: the {1} acts</source>
        <translation>{0} · Fase 2: agisce {1}</translation>
    </message>
    <message>
        <source>Phase 3</source>
        <translation>Fase 3</translation>
    </message>
    <message>
        <source>No action: phase 3</source>
        <translation>Nessuna azione: Fase 3</translation>
    </message>
    <message>
        <source>{0} · phase 3: the {1} surfaces</source>
        <translation>{0} · Fase 3: {1} risale in superficie</translation>
    </message>
    <message>
        <source>Battery: keep the {0} down</source>
        <translation>Batteria: tieni giù {0}</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <source>Last round · {0}</source>
        <translation>Ultimo round · {0}</translation>
    </message>
    <message>
        <source>A numbered key pushes the diver at its own level; an X-key goes to any level and turns the sponsors.</source>
        <translation>Una Chiave numerata spinge il Sommozzatore del proprio livello; una Chiave X va a qualsiasi livello e fa scorrere gli Sponsor.</translation>
    </message>
    <message>
        <source>The sponsor of this level helps once, if you like; a battery moves a diver (you have {0}); then the key pushes the diver there.</source>
        <translation>Lo Sponsor di questo livello aiuta una volta, se volete; una Batteria sposta un Sommozzatore (ne avete {0}); poi la Chiave spinge il Sommozzatore che si trova lì.</translation>
    </message>
    <message>
        <source>The {0}&apos;s action is optional.</source>
        <translation>L&apos;azione di {0} è facoltativa.</translation>
    </message>
    <message>
        <source>The {0} surfaces and the divers it passes slide down, unless a battery keeps it where it is.</source>
        <translation>{0} risale in superficie e i Sommozzatori sorpassati scorrono in basso, a meno che una Batteria non lo tenga dov&apos;è.</translation>
    </message>
    <message>
        <source>A contract can be fulfilled now (not an action).</source>
        <translation>Ora si può soddisfare un Contratto (non è un&apos;azione).</translation>
    </message>
    <message>
        <source>{0}: keep the copied diver down?</source>
        <translation>{0}: tenere giù il Sommozzatore copiato?</translation>
    </message>
    <message>
        <source>Spend a battery: it stays</source>
        <translation>Spendi una Batteria: resta giù</translation>
    </message>
    <message>
        <source>Let it surface</source>
        <translation>Lascialo risalire</translation>
    </message>
    <message>
        <source>The table draws a reward token for level {0}</source>
        <translation>Il tavolo pesca un segnalino Ricompensa per il livello {0}</translation>
    </message>
    <message>
        <source>Its front, then its back (↺): {0}</source>
        <translation>Il fronte, poi il retro (↺): {0}</translation>
    </message>
    <message>
        <source>The table names a contract</source>
        <translation>Il tavolo indica un Contratto</translation>
    </message>
    <message>
        <source>New: {0}</source>
        <translation>Nuovo: {0}</translation>
    </message>
    <message>
        <source>Key {0} · {1}</source>
        <translation>Chiave {0} · {1}</translation>
    </message>
    <message>
        <source>Level {0} · {1} · then sponsor {2}</source>
        <translation>Livello {0} · {1} · poi Sponsor {2}</translation>
    </message>
    <message>
        <source>{0}: at which level? (the sponsors turn one level)</source>
        <translation>{0}: a quale livello? (gli Sponsor scorrono di un livello)</translation>
    </message>
    <message>
        <source>Move the {0} to…</source>
        <translation>Sposta {0} a…</translation>
    </message>
    <message>
        <source>Battery: move a diver (up to {0})</source>
        <translation>Batteria: sposta un Sommozzatore (fino a {0})</translation>
    </message>
    <message>
        <source>Which diver does the battery move?</source>
        <translation>Quale Sommozzatore sposta la Batteria?</translation>
    </message>
    <message>
        <source>Push the {0}: phase 2</source>
        <translation>Spingi {0}: Fase 2</translation>
    </message>
    <message>
        <source>Push and: {0}</source>
        <translation>Spingi e: {0}</translation>
    </message>
    <message>
        <source>Other choices…</source>
        <translation>Altre scelte…</translation>
    </message>
    <message>
        <source>Take the resource, the bonus, or only one?</source>
        <translation>Prendere la risorsa, il bonus, o solo uno dei due?</translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation>Quale?</translation>
    </message>
    <message>
        <source>Reward token {0}: {1}…</source>
        <translation>Segnalino Ricompensa {0}: {1}…</translation>
    </message>
    <message>
        <source>How do you take its bonus?</source>
        <translation>Come prendi il suo bonus?</translation>
    </message>
    <message>
        <source>Copy {0}&apos;s {1}…</source>
        <translation>Copia {1} di {0}…</translation>
    </message>
    <message>
        <source>Which different resources go back?</source>
        <translation>Quali risorse differenti tornano nella riserva?</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Trova…</translation>
    </message>
    <message>
        <source>Sell at the emporium…</source>
        <translation>Vendi all&apos;Emporio…</translation>
    </message>
    <message>
        <source>Buy at the emporium…</source>
        <translation>Acquista all&apos;Emporio…</translation>
    </message>
    <message>
        <source>Take a reward token…</source>
        <translation>Prendi un segnalino Ricompensa…</translation>
    </message>
    <message>
        <source>Improve a technician…</source>
        <translation>Migliora un Tecnico…</translation>
    </message>
    <message>
        <source>The app draws: lay them as shown</source>
        <translation>L&apos;app sorteggia: disponeteli come mostrato</translation>
    </message>
    <message>
        <source>Enter what the table laid</source>
        <translation>Inserite ciò che il tavolo ha disposto</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Sorteggia di nuovo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Giocatore {0}</translation>
    </message>
    <message>
        <source>List the players clockwise round the table. The first player keeps the first-player token all game (p. 6).</source>
        <translation>Elencate i giocatori in senso orario attorno al tavolo. Il primo giocatore conserva il segnalino Primo giocatore per tutta la partita (p. 6).</translation>
    </message>
    <message>
        <source>First player (the largest lungs)</source>
        <translation>Primo giocatore (la capacità polmonare più elevata)</translation>
    </message>
    <message>
        <source>standard (first games)</source>
        <translation>standard (prime partite)</translation>
    </message>
    <message>
        <source>random sides</source>
        <translation>lati casuali</translation>
    </message>
    <message>
        <source>Diver {0} (top)</source>
        <translation>Sommozzatore {0} (in alto)</translation>
    </message>
    <message>
        <source>Diver {0}</source>
        <translation>Sommozzatore {0}</translation>
    </message>
    <message>
        <source>Dig zone {0}</source>
        <translation>Zona di scavo {0}</translation>
    </message>
    <message>
        <source>Divers start unequipped, one above the other, top to bottom; one resource of each kind goes on dig zones 2–5, none on zone 1. Each player takes 3 credits and 1 battery (p. 4).</source>
        <translation>I Sommozzatori iniziano non equipaggiati, uno sotto l&apos;altro, dall&apos;alto in basso; una risorsa di ciascun tipo va sulle Zone di scavo 2–5, nessuna sulla zona 1. Ogni giocatore prende 3 Crediti e 1 Batteria (p. 4).</translation>
    </message>
    <message>
        <source>Colony display: sponsors and reward tokens</source>
        <translation>Display della colonia: Sponsor e segnalini Ricompensa</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avanzato</translation>
    </message>
    <message>
        <source>Sponsor</source>
        <translation>Sponsor</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lato</translation>
    </message>
    <message>
        <source>Reward token 1</source>
        <translation>Segnalino Ricompensa 1</translation>
    </message>
    <message>
        <source>Reward token 2</source>
        <translation>Segnalino Ricompensa 2</translation>
    </message>
    <message>
        <source>2 of</source>
        <translation>2 di</translation>
    </message>
    <message>
        <source>1 of</source>
        <translation>1 di</translation>
    </message>
    <message>
        <source>Public contracts (face up)</source>
        <translation>Contratti pubblici (a faccia in su)</translation>
    </message>
    <message>
        <source>Space {0}</source>
        <translation>Spazio {0}</translation>
    </message>
    <message>
        <source>A contract no table taught yet: choose the shape that matches the card; the library keeps it, marked not checked against your copy.</source>
        <translation>Un Contratto che nessun tavolo ha ancora inserito: scegliete la forma che corrisponde alla carta; il catalogo lo conserva, segnato come non verificato sulla vostra copia.</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Lista di controllo della preparazione</translation>
    </message>
    <message>
        <source>New card: {0}</source>
        <translation>Carta nuova: {0}</translation>
    </message>
    <message>
        <source>Check the players&apos; names and colours: {0}</source>
        <translation>Controllate nomi e colori dei giocatori: {0}</translation>
    </message>
    <message>
        <source>Each player: a board, keys 1–5 on its left spaces, the X-key on its space.</source>
        <translation>Ogni giocatore: una plancia, le Chiavi 1–5 sul lato sinistro dei loro spazi, la Chiave X sul suo spazio.</translation>
    </message>
    <message>
        <source>The mechanic right of the board; the hacker under it, on its start.</source>
        <translation>Il Meccanico a destra della plancia; l&apos;Hacker sotto, sulla posizione di partenza.</translation>
    </message>
    <message>
        <source>The 8 divers as listed, unequipped side up; a resource on dig zones 2–5.</source>
        <translation>Gli 8 Sommozzatori come elencati, lato non equipaggiato visibile; una risorsa sulle Zone di scavo 2–5.</translation>
    </message>
    <message>
        <source>3 credits and 1 battery each; score markers on 0 of the colony ranking.</source>
        <translation>3 Crediti e 1 Batteria a testa; pedine segnapunti sullo 0 della Classifica della colonia.</translation>
    </message>
    <message>
        <source>Sponsors on levels 1–5 as listed; 2 reward tokens per level.</source>
        <translation>Sponsor sui livelli 1–5 come elencati; 2 segnalini Ricompensa per livello.</translation>
    </message>
    <message>
        <source>The emporium&apos;s 4 cubes from the top; the neutral X-keys in a pile.</source>
        <translation>I 4 cubetti dell&apos;Emporio dall&apos;alto; le Chiavi X neutre in una pila.</translation>
    </message>
    <message>
        <source>The contract deck face down; {0} public contracts face up.</source>
        <translation>Il mazzo Contratti coperto; {0} Contratti pubblici a faccia in su.</translation>
    </message>
    <message>
        <source>2 players: one public contract space stays empty.</source>
        <translation>2 giocatori: uno spazio Contratto pubblico resta vuoto.</translation>
    </message>
    <message>
        <source>New game of Otys: players</source>
        <translation>Nuova partita di Otys: giocatori</translation>
    </message>
    <message>
        <source>Research sectors: divers and resources</source>
        <translation>Settori di ricerca: Sommozzatori e risorse</translation>
    </message>
    <message>
        <source>The colony: sponsors, reward tokens, emporium</source>
        <translation>La colonia: Sponsor, segnalini Ricompensa, Emporio</translation>
    </message>
    <message>
        <source>Public contracts and checklist</source>
        <translation>Contratti pubblici e lista di controllo</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Metal expert</source>
        <translation>Esperto di Metalli</translation>
    </message>
    <message>
        <source>Plant expert</source>
        <translation>Esperto di Piante</translation>
    </message>
    <message>
        <source>Fuel expert</source>
        <translation>Esperto di Carburanti</translation>
    </message>
    <message>
        <source>Technology expert</source>
        <translation>Esperto di Tecnologie</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Commerciante</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spia</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingegnere</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Esploratore</translation>
    </message>
    <message>
        <source>metal</source>
        <translation>metallo</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>pianta</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>carburante</translation>
    </message>
    <message>
        <source>technology</source>
        <translation>tecnologia</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>gain 1 credit</source>
        <translation>ottieni 1 Credito</translation>
    </message>
    <message>
        <source>no credits for trader, spy, engineer, explorer</source>
        <translation>nessun Credito per Commerciante, Spia, Ingegnere, Esploratore</translation>
    </message>
    <message>
        <source>the diver acts twice</source>
        <translation>il Sommozzatore agisce 2 volte</translation>
    </message>
    <message>
        <source>use a reward token of this level</source>
        <translation>usa un segnalino Ricompensa di questo livello</translation>
    </message>
    <message>
        <source>take back a used key</source>
        <translation>recupera una Chiave già giocata</translation>
    </message>
    <message>
        <source>surface the diver at level 5</source>
        <translation>fai risalire il Sommozzatore al livello 5</translation>
    </message>
    <message>
        <source>2 credits: equip the pushed diver, +1 prestige</source>
        <translation>2 Crediti: equipaggia il Sommozzatore spinto, +1 Punto Prestigio</translation>
    </message>
    <message>
        <source>2 credits: equip a surface diver, +1 prestige</source>
        <translation>2 Crediti: equipaggia un Sommozzatore in superficie, +1 Punto Prestigio</translation>
    </message>
    <message>
        <source>gain 1 battery</source>
        <translation>ottieni 1 Batteria</translation>
    </message>
    <message>
        <source>gain 1 battery, or spend 1 to move a resource</source>
        <translation>ottieni 1 Batteria, o spendine 1 per spostare una risorsa</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} o {1}</translation>
    </message>
    <message>
        <source>draw 4 contracts, keep 1</source>
        <translation>pesca 4 Contratti, tienine 1</translation>
    </message>
    <message>
        <source>equip a diver</source>
        <translation>equipaggia un Sommozzatore</translation>
    </message>
    <message>
        <source>1 prestige</source>
        <translation>1 Punto Prestigio</translation>
    </message>
    <message>
        <source>2 credits</source>
        <translation>2 Crediti</translation>
    </message>
    <message>
        <source>your X-key</source>
        <translation>la vostra Chiave X</translation>
    </message>
    <message>
        <source>key {0}</source>
        <translation>Chiave {0}</translation>
    </message>
    <message>
        <source>{tile}S · {effect}</source>
        <translation>{tile}S · {effect}</translation>
    </message>
    <message>
        <source>{tile}A · {effect}</source>
        <translation>{tile}A · {effect}</translation>
    </message>
    <message>
        <source>Sponsor {0} ({1}): {2}</source>
        <translation>Sponsor {0} ({1}): {2}</translation>
    </message>
    <message>
        <source>{0} · ↺ {1}</source>
        <translation>{0} · ↺ {1}</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>Contratto</translation>
    </message>
    <message>
        <source>+1 battery</source>
        <translation>+1 Batteria</translation>
    </message>
    <message>
        <source>equip</source>
        <translation>equipaggia</translation>
    </message>
    <message>
        <source>{0} different</source>
        <translation>{0} differenti</translation>
    </message>
    <message>
        <source>{0} → {1}★</source>
        <translation>{0} → {1}★</translation>
    </message>
    <message>
        <source>+1 credit</source>
        <translation>+1 Credito</translation>
    </message>
    <message>
        <source>level {0}</source>
        <translation>livello {0}</translation>
    </message>
    <message>
        <source>mechanic</source>
        <translation>Meccanico</translation>
    </message>
    <message>
        <source>hacker</source>
        <translation>Hacker</translation>
    </message>
</context>
<context>
    <name>production</name>
    <message>
        <source>connected cities: {0}; eaten: {1} kelp, {2} biomatter; points lost: {3}</source>
        <translation>città connesse: {0}; consumate: {1} alghe, {2} biomateria; punti persi: {3}</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
</context>
<context>
    <name>round_summary</name>
    <message>
        <source>New play order:</source>
        <translation>Nuovo ordine di gioco:</translation>
    </message>
    <message>
        <source>{0} did not advance</source>
        <translation>{0} non è avanzato</translation>
    </message>
    <message>
        <source>{0} advanced 1 space to space {1}</source>
        <translation>{0} è avanzato di 1 spazio fino allo spazio {1}</translation>
    </message>
    <message>
        <source>{0} advanced {2} spaces to space {1}</source>
        <translation>{0} è avanzato di {2} spazi fino allo spazio {1}</translation>
    </message>
    <message>
        <source> (gained {0})</source>
        <translation> (ha ottenuto {0})</translation>
    </message>
    <message>
        <source>Federation track:</source>
        <translation>Tracciato della Federazione:</translation>
    </message>
    <message>
        <source>Production follows: the era ends.</source>
        <translation>Segue la Produzione: l&apos;Era finisce.</translation>
    </message>
    <message>
        <source>Round {0} begins with {1}.</source>
        <translation>Il round {0} inizia con {1}.</translation>
    </message>
    <message>
        <source>Markers back below space 4. {0}</source>
        <translation>I segnalini tornano sotto lo spazio 4. {0}</translation>
    </message>
</context>
<context>
    <name>slots</name>
    <message>
        <source>Use 1 action card; build 1 structure at usual cost and pay 1 science to upgrade it</source>
        <translation>Usa 1 carta azione; costruisci 1 struttura al costo normale e paga 1 ricerca per migliorarla</translation>
    </message>
    <message>
        <source>Gain 2 science, or upgrade 1–3 structures at 1 science each</source>
        <translation>Ottieni 2 ricerca, oppure migliora 1–3 strutture a 1 ricerca l’una</translation>
    </message>
    <message>
        <source>Build 1 tunnel, or advance 1 on the Federation track and gain 2 cards and 1 credit</source>
        <translation>Costruisci 1 tunnel, oppure avanza di 1 sul tracciato della Federazione e ottieni 2 carte e 1 credito</translation>
    </message>
    <message>
        <source>Gain 1 science, 1 steelplast, 1 kelp</source>
        <translation>Ottieni 1 ricerca, 1 plastacciaio, 1 alga</translation>
    </message>
    <message>
        <source>Build 2 tunnels</source>
        <translation>Costruisci 2 tunnel</translation>
    </message>
    <message>
        <source>Use 1 action card; take 1 special card</source>
        <translation>Usa 1 carta azione; prendi 1 carta Speciale</translation>
    </message>
    <message>
        <source>Build 1 city and 1 building</source>
        <translation>Costruisci 1 città e 1 edificio</translation>
    </message>
    <message>
        <source>Build 2 farms</source>
        <translation>Costruisci 2 serre</translation>
    </message>
    <message>
        <source>Build 1 tunnel and 1 city</source>
        <translation>Costruisci 1 tunnel e 1 città</translation>
    </message>
    <message>
        <source>Gain 2 steelplast and 1 kelp</source>
        <translation>Ottieni 2 plastacciaio e 1 alga</translation>
    </message>
    <message>
        <source>Build 2 laboratories</source>
        <translation>Costruisci 2 laboratori</translation>
    </message>
    <message>
        <source>Advance 2 on the Federation track</source>
        <translation>Avanza di 2 sul tracciato della Federazione</translation>
    </message>
    <message>
        <source>Build 2 desalination plants</source>
        <translation>Costruisci 2 dissalatori</translation>
    </message>
    <message>
        <source>Build 1 city, or gain 1 kelp</source>
        <translation>Costruisci 1 città, oppure ottieni 1 alga</translation>
    </message>
    <message>
        <source>Use 1 action card; gain 1 steelplast</source>
        <translation>Usa 1 carta azione; ottieni 1 plastacciaio</translation>
    </message>
    <message>
        <source>Use 1 action card and gain 2 different resources</source>
        <translation>Usa 1 carta azione e ottieni 2 risorse diverse</translation>
    </message>
    <message>
        <source>Build 2 farms or 2 laboratories (not one of each)</source>
        <translation>Costruisci 2 serre o 2 laboratori (non uno per tipo)</translation>
    </message>
    <message>
        <source>Build 1 tunnel and use 1 action card</source>
        <translation>Costruisci 1 tunnel e usa 1 carta azione</translation>
    </message>
    <message>
        <source>Take 1 special card</source>
        <translation>Prendi 1 carta Speciale</translation>
    </message>
    <message>
        <source>Build 1 city</source>
        <translation>Costruisci 1 città</translation>
    </message>
    <message>
        <source>Gain 2 cards, and upgrade 1 structure for 1 science or gain 1 kelp</source>
        <translation>Ottieni 2 carte, e migliora 1 struttura per 1 ricerca oppure ottieni 1 alga</translation>
    </message>
    <message>
        <source>Gain 2 cards and 2 credits</source>
        <translation>Ottieni 2 carte e 2 crediti</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>Played {0} · finished {1} · duration {2}</source>
        <translation>Giocata {0} · finita {1} · durata {2}</translation>
    </message>
    <message>
        <source>{0}{1}. {2}: {3} points (thinking time {4})</source>
        <translation>{0}{1}. {2}: {3} punti (tempo di riflessione {4})</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Punti per categoria</translation>
    </message>
    <message>
        <source>Working: {0}</source>
        <translation>Calcolo: {0}</translation>
    </message>
    <message>
        <source>Score sheet — {0} #{1}</source>
        <translation>Foglio punteggi — {0} #{1}</translation>
    </message>
    <message>
        <source>Progression</source>
        <translation>Andamento</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} min</translation>
    </message>
    <message>
        <source>{0} h {1:02d} min</source>
        <translation>{0} h {1:02d} min</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Use action card: {0}</source>
        <translation>Usa la carta azione: {0}</translation>
    </message>
    <message>
        <source>Take the top 1/2-credit special card</source>
        <translation>Prendi la prima carta Speciale da 1/2 crediti</translation>
    </message>
    <message>
        <source>Dig: look at 3 special cards, keep 1</source>
        <translation>Cerca: guarda 3 carte Speciali e tienine 1</translation>
    </message>
    <message>
        <source>Take a face-up 3-credit special card ({0})…</source>
        <translation>Prendi una carta Speciale scoperta da 3 crediti ({0})…</translation>
    </message>
    <message>
        <source>Take “{0}” (face-up, 3 credits)</source>
        <translation>Prendi «{0}» (scoperta, 3 crediti)</translation>
    </message>
    <message>
        <source>Build and upgrade a {0}</source>
        <translation>Costruisci e migliora: {0}</translation>
    </message>
    <message>
        <source>Build a {0}</source>
        <translation>Costruisci: {0}</translation>
    </message>
    <message>
        <source>no legal site you can pay for</source>
        <translation>nessun sito consentito che potete pagare</translation>
    </message>
    <message>
        <source>Upgrade a structure (1 science)</source>
        <translation>Migliora una struttura (1 ricerca)</translation>
    </message>
    <message>
        <source>nothing to upgrade</source>
        <translation>niente da migliorare</translation>
    </message>
    <message>
        <source>Gain {0}</source>
        <translation>Ottieni {0}</translation>
    </message>
    <message>
        <source>Gain 1 {0}</source>
        <translation>Ottieni 1 {0}</translation>
    </message>
    <message>
        <source>Use an action card</source>
        <translation>Usa una carta azione</translation>
    </message>
    <message>
        <source>every action card is used this era</source>
        <translation>tutte le carte azione sono già usate in questa Era</translation>
    </message>
    <message>
        <source>Advance {0} on the Federation track</source>
        <translation>Avanza di {0} sul tracciato della Federazione</translation>
    </message>
    <message>
        <source>not possible now</source>
        <translation>non possibile ora</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 carta</translation>
    </message>
    <message>
        <source>+1 point</source>
        <translation>+1 punto</translation>
    </message>
    <message>
        <source>Upgrade a structure</source>
        <translation>Migliora una struttura</translation>
    </message>
    <message>
        <source>Advance 1 on the Federation track</source>
        <translation>Avanza di 1 sul tracciato della Federazione</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Nothing is built now.</source>
        <translation>Ora non si costruisce nulla.</translation>
    </message>
    <message>
        <source>It is {0}&apos;s turn: only {0}&apos;s board takes a build now.</source>
        <translation>È il turno di {0}: ora si costruisce solo sulla plancia di {0}.</translation>
    </message>
    <message>
        <source>{0}: choose a build or an upgrade in the turn panel first, then tap one of the highlighted sites.</source>
        <translation>{0}: scegliete prima una costruzione o un miglioramento nel pannello del turno, poi toccate uno dei siti evidenziati.</translation>
    </message>
    <message>
        <source>{0} is not offered for this build.</source>
        <translation>{0} non è disponibile per questa costruzione.</translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation>Annulla il turno</translation>
    </message>
    <message>
        <source>Take back every tap of this turn (with none yet: the previous turn); Redo plays them again one by one</source>
        <translation>Annulla tutte le mosse di questo turno (se non ce ne sono ancora: il turno precedente); Ripeti le rifà una alla volta</translation>
    </message>
</context>
<context>
    <name>teaching</name>
    <message>
        <source>Your turn: choose a key</source>
        <translation>Tocca a voi: scegliete una Chiave</translation>
    </message>
    <message>
        <source>Choose one of your keys still on your board ({keys}): it will push the diver at its own level. Used keys go under the board, left to right; when the track reaches your hacker ({back} keys), they all come back.</source>
        <translation>Scegliete una delle vostre Chiavi ancora sulla plancia ({keys}): spingerà il Sommozzatore del suo livello. Le Chiavi giocate vanno sotto la plancia, da sinistra a destra; quando il tracciato raggiunge il vostro Hacker ({back} Chiavi), tornano tutte.</translation>
    </message>
    <message>
        <source>Playing the game (svolgimento della partita)</source>
        <translation>Svolgimento della partita</translation>
    </message>
    <message>
        <source>Phase 1: the sponsor</source>
        <translation>Fase 1: lo Sponsor</translation>
    </message>
    <message>
        <source>The key slides in at level {level}, touching the diver there. You may use sponsor {sponsor} on the same level of the colony display, once; you never have to.</source>
        <translation>La Chiave avanza al livello {level}, a contatto con il Sommozzatore. Potete usare una volta lo Sponsor {sponsor} allo stesso livello del display della colonia; non è mai obbligatorio.</translation>
    </message>
    <message>
        <source>Phase 1 (Fase 1)</source>
        <translation>Fase 1</translation>
    </message>
    <message>
        <source>An X-key goes to any level</source>
        <translation>Una Chiave X va a qualsiasi livello</translation>
    </message>
    <message>
        <source>An X-key (yours or a neutral one) replaces phase 1&apos;s slide: it goes straight to level {level}, even if that level&apos;s key is used, and the colony display turns: the sponsor of level 5 moves to level 1, the others one level down. It goes under the board at the end like any key.</source>
        <translation>Una Chiave X (la vostra o una neutra) sostituisce la Fase 1: va direttamente al livello {level}, anche se la Chiave di quel livello è giocata, e il display della colonia scorre: lo Sponsor del livello 5 passa al livello 1, gli altri scendono di un livello. Alla fine va sotto la plancia come ogni Chiave.</translation>
    </message>
    <message>
        <source>Using an X-key (Utilizzo di un segnalino Chiave X)</source>
        <translation>Utilizzo di un segnalino Chiave X</translation>
    </message>
    <message>
        <source>Batteries move divers</source>
        <translation>Le Batterie spostano i Sommozzatori</translation>
    </message>
    <message>
        <source>In phase 1 you may spend a battery to move one of your divers up or down by up to {reach} levels (your mechanic&apos;s value); the others shift to make room. Several batteries may be spent in the same phase.</source>
        <translation>Nella Fase 1 potete spendere una Batteria per spostare uno dei vostri Sommozzatori in alto o in basso fino a {reach} livelli (l&apos;abilità del vostro Meccanico); gli altri scorrono per fare spazio. Si possono spendere più Batterie nella stessa Fase.</translation>
    </message>
    <message>
        <source>Using batteries (Utilizzo dei segnalini Batteria)</source>
        <translation>Utilizzo dei segnalini Batteria</translation>
    </message>
    <message>
        <source>Phase 2: the diver acts</source>
        <translation>Fase 2: il Sommozzatore agisce</translation>
    </message>
    <message>
        <source>The key moves on and pushes the {diver}: it may act now. Taking a resource or a bonus is always optional.</source>
        <translation>La Chiave avanza e spinge {diver}: ora può agire. Prendere una risorsa o un bonus è sempre facoltativo.</translation>
    </message>
    <message>
        <source>Phase 2 (Fase 2)</source>
        <translation>Fase 2</translation>
    </message>
    <message>
        <source>Phase 3: the diver surfaces</source>
        <translation>Fase 3: il Sommozzatore risale</translation>
    </message>
    <message>
        <source>The key turns over and goes under your board. The {diver} you activated surfaces: it becomes the first of the column and every diver it passed slides one level down. A battery spent now keeps it where it is.</source>
        <translation>La Chiave si gira e va sotto la vostra plancia. {diver} attivato risale in superficie: diventa il primo della fila e ogni Sommozzatore sorpassato scorre di un livello verso il basso. Una Batteria spesa ora lo tiene dov&apos;è.</translation>
    </message>
    <message>
        <source>Phase 3 (Fase 3)</source>
        <translation>Fase 3</translation>
    </message>
    <message>
        <source>A battery spent</source>
        <translation>Una Batteria spesa</translation>
    </message>
    <message>
        <source>A battery moved a diver (phase 1) or kept the activated diver down (phase 3). Batteries come from sponsor 5, the equipped fuel expert, contracts and reward tokens.</source>
        <translation>Una Batteria ha spostato un Sommozzatore (Fase 1) o ha tenuto giù quello attivato (Fase 3). Le Batterie vengono dallo Sponsor 5, dall&apos;Esperto di Carburanti equipaggiato, dai Contratti e dai segnalini Ricompensa.</translation>
    </message>
    <message>
        <source>The keys come back</source>
        <translation>Le Chiavi tornano</translation>
    </message>
    <message>
        <source>The key under the board met your hacker: every key of yours comes back to the board, active side up. Neutral X-keys go back to the pile. An engineer moves the hacker left so the keys come back sooner.</source>
        <translation>La Chiave sotto la plancia ha incontrato il vostro Hacker: tutte le vostre Chiavi tornano sulla plancia, sul lato attivo. Le Chiavi X neutre tornano nella riserva. Un Ingegnere sposta l&apos;Hacker a sinistra così le Chiavi tornano prima.</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Sponsor</translation>
    </message>
    <message>
        <source>Each sponsor helps the player whose key reaches its level. Sponsor {sponsor} is on its {side} side; an X-key turns the display so the sponsors change level.</source>
        <translation>Ogni Sponsor aiuta il giocatore la cui Chiave raggiunge il suo livello. Lo Sponsor {sponsor} è sul lato {side}; una Chiave X fa scorrere il display e gli Sponsor cambiano livello.</translation>
    </message>
    <message>
        <source>Sponsor tiles (le tessere sponsor)</source>
        <translation>Le tessere Sponsor</translation>
    </message>
    <message>
        <source>An equipped diver</source>
        <translation>Un Sommozzatore equipaggiato</translation>
    </message>
    <message>
        <source>The {diver} is now on its equipped side: its action is better from now on (the bonus shown in the corner of the unequipped side). Sponsor 4 also gives 1 prestige.</source>
        <translation>{diver} è ora sul lato equipaggiato: da adesso la sua abilità è migliore (il bonus nell&apos;angolo del lato non equipaggiato). Lo Sponsor 4 dà anche 1 Punto Prestigio.</translation>
    </message>
    <message>
        <source>Diver tiles (le tessere sommozzatore)</source>
        <translation>Le tessere Sommozzatore</translation>
    </message>
    <message>
        <source>The emporium</source>
        <translation>L&apos;Emporio</translation>
    </message>
    <message>
        <source>The trader sells a resource from its own dig zone to the highest free space of that resource&apos;s column, for the credits on the left of the row or the prestige on the right (only the top row gives prestige unless the trader is equipped); or buys one at the row&apos;s price.</source>
        <translation>La Commerciante vende una risorsa della propria Zona di scavo sulla casella libera più in alto della colonna di quella risorsa, per i Crediti a sinistra della riga o i Punti Prestigio a destra (solo la riga più alta dà Punti Prestigio, salvo se equipaggiata); oppure ne acquista una al prezzo della riga.</translation>
    </message>
    <message>
        <source>The trader (la commerciante)</source>
        <translation>La Commerciante</translation>
    </message>
    <message>
        <source>The spy</source>
        <translation>La Spia</translation>
    </message>
    <message>
        <source>The spy pays 1 credit to draw 4 contracts and keep 1, or to use the diver of a neighbour at the spy&apos;s depth, on your own board (paying that diver&apos;s costs too). Equipped, it costs nothing.</source>
        <translation>La Spia paga 1 Credito per pescare 4 Contratti e tenerne 1, o per usare il Sommozzatore di un vicino alla stessa profondità, sulla vostra plancia (pagando anche i costi di quel Sommozzatore). Equipaggiata, non costa nulla.</translation>
    </message>
    <message>
        <source>The spy (la spia)</source>
        <translation>La Spia</translation>
    </message>
    <message>
        <source>The engineer</source>
        <translation>L&apos;Ingegnere</translation>
    </message>
    <message>
        <source>For 1 credit the engineer improves the mechanic (batteries move divers further) or the hacker (keys come back sooner), each at most three times. Equipped, it costs nothing.</source>
        <translation>Per 1 Credito l&apos;Ingegnere migliora il Meccanico (le Batterie spostano più lontano) o l&apos;Hacker (le Chiavi tornano prima), ciascuno al massimo tre volte. Equipaggiato, non costa nulla.</translation>
    </message>
    <message>
        <source>The engineer (l&apos;ingegnere)</source>
        <translation>L&apos;Ingegnere</translation>
    </message>
    <message>
        <source>The explorer</source>
        <translation>L&apos;Esploratore</translation>
    </message>
    <message>
        <source>For 2 credits (1 equipped) the explorer takes one of the two reward tokens of its level: its front bonus now, then its back on your board at that depth, for every contract you fulfil there.</source>
        <translation>Per 2 Crediti (1 se equipaggiato) l&apos;Esploratore prende uno dei due segnalini Ricompensa del suo livello: subito il bonus del fronte, poi il retro sulla vostra plancia a quella profondità, per ogni Contratto che soddisfate lì.</translation>
    </message>
    <message>
        <source>The explorer (l&apos;esploratore)</source>
        <translation>L&apos;Esploratore</translation>
    </message>
    <message>
        <source>A contract can be fulfilled</source>
        <translation>Si può soddisfare un Contratto</translation>
    </message>
    <message>
        <source>The dig zone of level {level} holds what a contract asks. Fulfilling is not an action: do it at any moment of your turn, several in one turn if you can. The resources go back; the others stay.</source>
        <translation>La Zona di scavo del livello {level} contiene ciò che chiede un Contratto. Soddisfarlo non è un&apos;azione: fatelo in qualsiasi momento del turno, anche più di uno. Le risorse usate tornano nella riserva; le altre restano.</translation>
    </message>
    <message>
        <source>Fulfilling a contract (soddisfare un contratto)</source>
        <translation>Soddisfare un Contratto</translation>
    </message>
    <message>
        <source>The end is triggered</source>
        <translation>La fine è innescata</translation>
    </message>
    <message>
        <source>{player} reached 18 prestige. The round is finished so everyone plays as often: {turns} more turns. Most prestige wins; a tie goes to most resources in the dig zones, then the victory is shared.</source>
        <translation>{player} ha raggiunto 18 Punti Prestigio. Si prosegue fino al termine del round perché tutti giochino lo stesso numero di volte: ancora {turns} turni. Vince chi ha più Punti Prestigio; in caso di parità più risorse nelle Zone di scavo, poi la vittoria è condivisa.</translation>
    </message>
    <message>
        <source>End of the game (fine della partita)</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>The game is over: see the final scores.</source>
        <translation>La partita è finita: vedete il punteggio finale.</translation>
    </message>
    <message>
        <source>The table names what came up (a contract or a reward token).</source>
        <translation>Il tavolo indica cosa è uscito (un Contratto o un segnalino Ricompensa).</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn, not {player}&apos;s.</source>
        <translation>È il turno di {current}, non di {player}.</translation>
    </message>
    <message>
        <source>{player}: choose a key.</source>
        <translation>{player}: scegliete una Chiave.</translation>
    </message>
    <message>
        <source>Keys on your board: {keys}. Each goes to its own level.</source>
        <translation>Chiavi sulla vostra plancia: {keys}. Ognuna va al proprio livello.</translation>
    </message>
    <message>
        <source>X-keys you can play: {count}. They go to any level and turn the sponsors.</source>
        <translation>Chiavi X che potete giocare: {count}. Vanno a qualsiasi livello e fanno scorrere gli Sponsor.</translation>
    </message>
    <message>
        <source>Keys under the board: {used}; they all come back at {back}.</source>
        <translation>Chiavi sotto la plancia: {used}; a {back} tornano tutte.</translation>
    </message>
    <message>
        <source>Phase 1 at level {level}: the {diver} is there now.</source>
        <translation>Fase 1 al livello {level}: ora c&apos;è {diver}.</translation>
    </message>
    <message>
        <source>Sponsor {sponsor} ({side}): optional, once.</source>
        <translation>Sponsor {sponsor} ({side}): facoltativo, una volta.</translation>
    </message>
    <message>
        <source>Batteries: {count}; each moves a diver up to {reach} levels.</source>
        <translation>Batterie: {count}; ognuna sposta un Sommozzatore fino a {reach} livelli.</translation>
    </message>
    <message>
        <source>Pushed now, the {diver} could: {can}.</source>
        <translation>Spinto ora, {diver} potrebbe: {can}.</translation>
    </message>
    <message>
        <source>Phase 2: the {diver} may act ({can}), or not.</source>
        <translation>Fase 2: {diver} può agire ({can}), o no.</translation>
    </message>
    <message>
        <source>Phase 3: the {diver} surfaces unless a battery holds it (you have {batteries}); then end the turn.</source>
        <translation>Fase 3: {diver} risale, a meno che una Batteria lo trattenga (ne avete {batteries}); poi terminate il turno.</translation>
    </message>
    <message>
        <source>Contracts: fulfil one whenever one dig zone holds its resources.</source>
        <translation>Contratti: soddisfatene uno appena una Zona di scavo contiene le sue risorse.</translation>
    </message>
    <message>
        <source>A contract can be fulfilled now at level {level}.</source>
        <translation>Ora si può soddisfare un Contratto al livello {level}.</translation>
    </message>
    <message>
        <source>Last round: {turns} more turns after this one.</source>
        <translation>Ultimo round: ancora {turns} turni dopo questo.</translation>
    </message>
    <message>
        <source>Each player: a board, keys 1–5 and the X-key on their spaces, the mechanic and the hacker on their starts.</source>
        <translation>Ogni giocatore: una plancia, le Chiavi 1–5 e la Chiave X sui loro spazi, il Meccanico e l&apos;Hacker sulla partenza.</translation>
    </message>
    <message>
        <source>Lay the 8 divers in a random order, unequipped; one resource of each kind on dig zones 2–5.</source>
        <translation>Disponete gli 8 Sommozzatori in ordine casuale, non equipaggiati; una risorsa di ciascun tipo sulle Zone di scavo 2–5.</translation>
    </message>
    <message>
        <source>Each player takes 3 credits and 1 battery.</source>
        <translation>Ogni giocatore prende 3 Crediti e 1 Batteria.</translation>
    </message>
    <message>
        <source>The colony: 2 reward tokens per level, the 5 sponsors in a random order, the emporium&apos;s 4 cubes, the neutral X-keys in a pile.</source>
        <translation>La colonia: 2 segnalini Ricompensa per livello, i 5 Sponsor in ordine casuale, i 4 cubetti dell&apos;Emporio, le Chiavi X neutre in una pila.</translation>
    </message>
    <message>
        <source>Shuffle the contracts; {count} face up as public contracts.</source>
        <translation>Mescolate i Contratti; {count} a faccia in su come Contratti pubblici.</translation>
    </message>
    <message>
        <source>The player with the largest lungs takes the first-player token and starts; play goes clockwise.</source>
        <translation>Il giocatore con la capacità polmonare più elevata prende il segnalino Primo giocatore e inizia; si gioca in senso orario.</translation>
    </message>
    <message>
        <source>metal expert</source>
        <translation>Esperto di Metalli</translation>
    </message>
    <message>
        <source>plant expert</source>
        <translation>Esperto di Piante</translation>
    </message>
    <message>
        <source>fuel expert</source>
        <translation>Esperto di Carburanti</translation>
    </message>
    <message>
        <source>technology expert</source>
        <translation>Esperto di Tecnologie</translation>
    </message>
    <message>
        <source>trader</source>
        <translation>Commerciante</translation>
    </message>
    <message>
        <source>spy</source>
        <translation>Spia</translation>
    </message>
    <message>
        <source>engineer</source>
        <translation>Ingegnere</translation>
    </message>
    <message>
        <source>explorer</source>
        <translation>Esploratore</translation>
    </message>
    <message>
        <source>find a resource</source>
        <translation>trovare una risorsa</translation>
    </message>
    <message>
        <source>sell</source>
        <translation>vendere</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>acquistare</translation>
    </message>
    <message>
        <source>draw contracts</source>
        <translation>pescare Contratti</translation>
    </message>
    <message>
        <source>improve a technician</source>
        <translation>migliorare un Tecnico</translation>
    </message>
    <message>
        <source>take a reward token</source>
        <translation>prendere un segnalino Ricompensa</translation>
    </message>
    <message>
        <source>copy a neighbour&apos;s diver</source>
        <translation>copiare il Sommozzatore di un vicino</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nulla</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avanzato</translation>
    </message>
    <message>
        <source>Colours differ: the card is lost</source>
        <translation>Colori diversi: la carta è persa</translation>
    </message>
    <message>
        <source>Your card&apos;s colour is not the slot&apos;s colour, so only the slot&apos;s action happens and the card is discarded without effect. The always-available slot has no colour and never matches. Play a card of the slot&apos;s colour to use both.</source>
        <translation>Il colore della tua carta non è quello dello spazio: avviene solo l’azione dello spazio e la carta viene scartata senza effetto. Lo spazio sempre disponibile non ha colore e non corrisponde mai. Gioca una carta del colore dello spazio per usare entrambi.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Il turno</translation>
    </message>
    <message>
        <source>Four action cards: the limit</source>
        <translation>Quattro carte azione: il limite</translation>
    </message>
    <message>
        <source>You now hold {held} action cards, the Personal Assistant included: that is the limit of four. If you claim another, you must discard one of your action cards; an unused one discarded this way may be used at once.</source>
        <translation>Ora hai {held} carte azione, compreso l’Assistente Personale: è il limite di quattro. Se ne reclami un’altra, devi scartare una delle tue carte azione; una non usata scartata così si può usare subito.</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Carte azione</translation>
    </message>
    <message>
        <source>A new era: keep {limit} cards</source>
        <translation>Nuova Era: tieni {limit} carte</translation>
    </message>
    <message>
        <source>At the end of an era everyone draws 3 cards of the new era, then keeps only {limit} of the whole hand. You hold {hand}: choose which to discard before the next round starts.</source>
        <translation>Alla fine di un’Era tutti pescano 3 carte della nuova Era, poi tengono solo {limit} carte di tutta la mano. Ne hai {hand}: scegli quali scartare prima che inizi il prossimo round.</translation>
    </message>
    <message>
        <source>The end of an era</source>
        <translation>La fine di un’Era</translation>
    </message>
    <message>
        <source>An unconnected city</source>
        <translation>Una città non connessa</translation>
    </message>
    <message>
        <source>No chain of tunnels joins this city to your start city yet. Until one does, the city and the buildings next to it produce nothing, eat no kelp and score nothing. Build a tunnel to it to connect it.</source>
        <translation>Nessuna catena di tunnel collega ancora questa città alla tua città iniziale. Finché non accade, la città e gli edifici accanto non producono nulla, non mangiano alghe e non danno punti. Costruisci un tunnel fino a lei per connetterla.</translation>
    </message>
    <message>
        <source>Your network</source>
        <translation>La tua rete</translation>
    </message>
    <message>
        <source>A tunnel next to no city</source>
        <translation>Un tunnel senza città</translation>
    </message>
    <message>
        <source>This tunnel is part of your network, but no city stands at either of its ends. Until a city is built at one end, it produces nothing and does not count among your tunnels adjacent to cities.</source>
        <translation>Questo tunnel fa parte della tua rete, ma a nessuna delle sue estremità c’è una città. Finché non costruisci una città a un’estremità, non produce nulla e non conta tra i tuoi tunnel adiacenti a città.</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produzione</translation>
    </message>
    <message>
        <source>Biomatter stood in</source>
        <translation>La biomateria ha sostituito</translation>
    </message>
    <message>
        <source>This build took {substituted} biomatter in place of kelp or steelplast. Biomatter may replace any kelp or steelplast of a build cost, but never the science of an upgrade or any other payment.</source>
        <translation>Questa costruzione ha usato {substituted} biomateria al posto di alga o plastacciaio. La biomateria può sostituire qualsiasi alga o plastacciaio di un costo di costruzione, ma mai la ricerca di un miglioramento né altri pagamenti.</translation>
    </message>
    <message>
        <source>Building costs</source>
        <translation>Costi di costruzione</translation>
    </message>
    <message>
        <source>Symbiotic domes are limited</source>
        <translation>Le cupole simbiotiche sono limitate</translation>
    </message>
    <message>
        <source>This game has {total} symbiotic (purple) domes for all players together, and {left} are left. When they are gone, nobody can build another symbiotic city.</source>
        <translation>In questa partita ci sono {total} cupole simbiotiche (viola) per tutti i giocatori insieme, e ne restano {left}. Finite quelle, nessuno può più costruire una città simbiotica.</translation>
    </message>
    <message>
        <source>Frequently overlooked rules</source>
        <translation>I giocatori spesso dimenticano</translation>
    </message>
    <message>
        <source>Play order is not clockwise</source>
        <translation>L’ordine di gioco non è in senso orario</translation>
    </message>
    <message>
        <source>Turns follow the play-order track, not the seating. This round the order is: {order}. At the end of every round the Federation track sets the next order.</source>
        <translation>I turni seguono il tracciato Ordine di gioco, non i posti a sedere. In questo round l’ordine è: {order}. Alla fine di ogni round il tracciato della Federazione stabilisce il nuovo ordine.</translation>
    </message>
    <message>
        <source>A fifth action card: discard one</source>
        <translation>Una quinta carta azione: scartane una</translation>
    </message>
    <message>
        <source>You may hold at most 4 action cards, the Personal Assistant included. Discard one of them now. If it is one you have not used this era, you may use its action at once.</source>
        <translation>Puoi avere al massimo 4 carte azione, compreso l’Assistente Personale. Scartane una adesso. Se non l’hai ancora usata in questa Era, puoi usarne subito l’azione.</translation>
    </message>
    <message>
        <source>Biomatter can pay for this</source>
        <translation>La biomateria può pagarlo</translation>
    </message>
    <message>
        <source>You can afford these builds only with biomatter in place of kelp or steelplast: {kinds}. When you build a structure or a city, biomatter may replace any kelp or steelplast of its cost.</source>
        <translation>Puoi permetterti queste costruzioni solo usando biomateria al posto di alga o plastacciaio: {kinds}. Quando costruisci una struttura o una città, la biomateria può sostituire qualsiasi alga o plastacciaio del costo.</translation>
    </message>
    <message>
        <source>Special cards have no discard pile</source>
        <translation>Le carte Speciali non hanno pila degli scarti</translation>
    </message>
    <message>
        <source>A special card played on a slot of another colour, or whose cost is not paid, is discarded: a 1- or 2-credit special goes under the special-card deck, a 3-credit special leaves the game. This one goes {to}.</source>
        <translation>Una carta Speciale giocata su uno spazio di altro colore, o il cui costo non è pagato, viene scartata: una Speciale da 1 o 2 crediti va in fondo al mazzo Speciale, una da 3 crediti esce dal gioco. Questa va {to}.</translation>
    </message>
    <message>
        <source>A paid special card is kept</source>
        <translation>Una carta Speciale pagata si tiene</translation>
    </message>
    <message>
        <source>You paid for a special card with an instant effect: it does not go back to its deck. Keep it under your player board; it counts as a special card played and paid.</source>
        <translation>Hai pagato una carta Speciale con effetto istantaneo: non torna nel suo mazzo. Tienila sotto la tua plancia; conta come carta Speciale giocata e pagata.</translation>
    </message>
    <message>
        <source>Tunnels produce only next to a city</source>
        <translation>I tunnel producono solo accanto a una città</translation>
    </message>
    <message>
        <source>During production a tunnel produces only if a city stands at one of its ends. These tunnels of yours touch no city and will produce nothing: {tunnels}.</source>
        <translation>In produzione un tunnel produce solo se a una delle sue estremità c’è una città. Questi tuoi tunnel non toccano città e non produrranno nulla: {tunnels}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn {number} of 3 · round {round} · era {era}.</source>
        <translation>Turno {number} di 3 di {name} · round {round} · Era {era}.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn; {name} plays later.</source>
        <translation>È il turno di {current}; {name} gioca dopo.</translation>
    </message>
    <message>
        <source>Production: the companion runs production, feeding and the end of the era for every player at once.</source>
        <translation>Produzione: l’assistente calcola produzione, nutrimento e fine dell’Era per tutti i giocatori insieme.</translation>
    </message>
    <message>
        <source>A new era: {name} keeps at most {limit} cards (holds {hand}).</source>
        <translation>Nuova Era: {name} tiene al massimo {limit} carte (ne ha {hand}).</translation>
    </message>
    <message>
        <source>The game is over: final scoring.</source>
        <translation>La partita è finita: punteggio finale.</translation>
    </message>
    <message>
        <source>The sun decides who plays</source>
        <translation>Il Sole decide chi gioca</translation>
    </message>
    <message>
        <source>There is no fixed turn order. The sun moves counter-clockwise to the next area (also before the very first turn), and the player whose ship is first in that area&apos;s queue takes the turn. The sun is on area {area}: {player} plays. The third ship in a queue never acts.</source>
        <translation>Non c&apos;è un ordine di turno fisso. Il Sole si muove in senso antiorario verso l&apos;area successiva (anche all&apos;inizio del primo turno), e il giocatore la cui Nave è la prima sul tracciato delle Navi di quell&apos;area effettua il turno. Il Sole è sull&apos;area {area}: gioca {player}. La terza Nave sul tracciato non effettua mai un&apos;azione.</translation>
    </message>
    <message>
        <source>Sequence of play (SEQUENZA DI GIOCO)</source>
        <translation>SEQUENZA DI GIOCO</translation>
    </message>
    <message>
        <source>The sun skips empty areas</source>
        <translation>Il Sole salta le aree vuote</translation>
    </message>
    <message>
        <source>No ship was in area {skipped}, so the sun moved on to the next area with ships: area {area}.</source>
        <translation>Nell&apos;area {skipped} non c&apos;era alcuna Nave, quindi il Sole è stato mosso fino alla successiva area con Navi: l&apos;area {area}.</translation>
    </message>
    <message>
        <source>Moving is mandatory</source>
        <translation>Muovere è obbligatorio</translation>
    </message>
    <message>
        <source>Your first ship in area {area} must move to a different area; it can never stay. Only an area with a free ship space will do (three spaces each): {targets}. The ship takes the first free space there, and that target area is where you act.</source>
        <translation>La tua prima Nave nell&apos;area {area} deve muoversi verso una differente area: non puoi lasciarla dove si trova. Va bene solo un&apos;area con uno spazio Nave libero (tre spazi per area): {targets}. La Nave va sul primo spazio libero, e in quell&apos;area bersaglio effettui la tua azione.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Costruire un Edificio</translation>
    </message>
    <message>
        <source>Built in area {area}: {building}. You needed access to the buildings pictured on the card (your ships in areas that have them, the ship just moved included, or a matching resource card) and the card&apos;s scientists from your personal reserve ({scientists}, placed in the area). No area holds the same building twice, and the building is not yours: anyone may use it. Then you advance on a research track of your choice by the card&apos;s number.</source>
        <translation>Costruito nell&apos;area {area}: {building}. Ti serviva l&apos;accesso agli Edifici raffigurati sulla carta (tue Navi in aree dove sono presenti, compresa la Nave appena mossa, o una carta Risorsa appropriata) e gli Scienziati della carta dalla tua Riserva Personale ({scientists}, piazzati nell&apos;area). Nessuna area può avere più di uno stesso tipo di Edificio, e l&apos;Edificio non è tuo: chiunque può usarlo. Poi avanzi su un Tracciato Ricerca di tua scelta del numero indicato sulla carta.</translation>
    </message>
    <message>
        <source>Building (RIQUADRO B: COME COSTRUIRE UN EDIFICIO)</source>
        <translation>RIQUADRO B: COME COSTRUIRE UN EDIFICIO</translation>
    </message>
    <message>
        <source>Building a ship</source>
        <translation>Costruire una Nave</translation>
    </message>
    <message>
        <source>A shipyard in the target area builds a ship from your Available Resources. It goes in the last space of the queue in the sun&apos;s area (area {area}) and cannot act this turn. You take no shipyard card: every other player, from the one on your right, takes one of their choice; if too few are left, nobody takes one and the rest go back in the box.</source>
        <translation>Un Cantiere Navale nell&apos;area bersaglio costruisce una Nave presa dalle tue Risorse Disponibili. Va sull&apos;ultimo spazio del tracciato delle Navi nell&apos;area dove è presente il Sole (area {area}) e non può effettuare azioni in questo turno. Tu non prendi una carta: a partire dal giocatore alla tua destra, ogni altro giocatore prende una carta Cantiere Navale di sua scelta; se non ce ne sono abbastanza per tutti, nessuno la riceve e le rimanenti tornano nella scatola.</translation>
    </message>
    <message>
        <source>Build a ship (COSTRUIRE UNA NAVE)</source>
        <translation>COSTRUIRE UNA NAVE</translation>
    </message>
    <message>
        <source>Recruiting scientists</source>
        <translation>Reclutare gli Scienziati</translation>
    </message>
    <message>
        <source>A camp in the target area moves scientists from your common reserve to your personal reserve: one for each of your ships and scientists in that area, {wanted} here. If your common reserve runs short, you take what is left ({count}).</source>
        <translation>Un Campo nell&apos;area bersaglio muove Scienziati dalla Riserva Comune alla tua Riserva Personale: uno per ogni tua Nave e tuo Scienziato in quell&apos;area, qui {wanted}. Se non ne hai abbastanza nella Riserva Comune, prendine quanti puoi ({count}).</translation>
    </message>
    <message>
        <source>Recruit scientists (RECLUTARE GLI SCIENZIATI)</source>
        <translation>RECLUTARE GLI SCIENZIATI</translation>
    </message>
    <message>
        <source>Research in a research centre</source>
        <translation>Avanzare con un Centro di Ricerca</translation>
    </message>
    <message>
        <source>A research centre in the target area lets you advance on its own track only, here {track}: one research point for each of your ships and scientists in that area ({points}).</source>
        <translation>Un Centro di Ricerca nell&apos;area bersaglio ti fa avanzare solo sul corrispondente Tracciato Ricerca, qui {track}: un Punto Ricerca per ogni tua Nave e tuo Scienziato in quell&apos;area ({points}).</translation>
    </message>
    <message>
        <source>Advance on a research track (AVANZARE SU UN TRACCIATO RICERCA)</source>
        <translation>AVANZARE SU UN TRACCIATO RICERCA</translation>
    </message>
    <message>
        <source>No action this turn</source>
        <translation>Nessuna azione in questo turno</translation>
    </message>
    <message>
        <source>You ended the turn without an action. That is allowed (though rarely wise), but the move was still mandatory.</source>
        <translation>Hai terminato il turno senza effettuare alcuna azione. È consentito (anche se non consigliabile), ma muovere la Nave era comunque obbligatorio.</translation>
    </message>
    <message>
        <source>Do nothing (NON FARE NIENTE)</source>
        <translation>NON FARE NIENTE</translation>
    </message>
    <message>
        <source>One card per turn</source>
        <translation>Una carta per turno</translation>
    </message>
    <message>
        <source>Once your ship has arrived you may play exactly one shipyard or resource card, at any moment of the turn. A resource card discarded for access to a building is that card.</source>
        <translation>Dopo che la tua Nave è arrivata nell&apos;area bersaglio puoi giocare esattamente una carta Cantiere Navale o Risorsa, in qualsiasi momento del turno. Una carta Risorsa scartata per l&apos;accesso a un Edificio è quella carta.</translation>
    </message>
    <message>
        <source>Shipyard cards</source>
        <translation>Carte Cantiere Navale</translation>
    </message>
    <message>
        <source>You took a shipyard card: {kind}. Icebreaker: your second ship acts right after the first; Place a scientist: one from your personal reserve into the target area; +2 scientists: two from your common reserve to your personal reserve; Quick research: advance 3 spaces on a track of your choice. One card per turn.</source>
        <translation>Hai preso una carta Cantiere Navale: {kind}. Icebreaker: la tua seconda Nave effettua un turno subito dopo la prima; Piazzare uno Scienziato: uno dalla tua Riserva Personale nell&apos;area bersaglio; +2 Scienziati: due dalla Riserva Comune alla Riserva Personale; Ricerca Veloce: avanza di 3 spazi su un Tracciato Ricerca di tua scelta. Una carta per turno.</translation>
    </message>
    <message>
        <source>Shipyard cards (EFFETTI CARTE CANTIERE NAVALE)</source>
        <translation>EFFETTI CARTE CANTIERE NAVALE</translation>
    </message>
    <message>
        <source>The Icebreaker</source>
        <translation>L&apos;Icebreaker</translation>
    </message>
    <message>
        <source>The Icebreaker lies on area {area}, where the second ship is yours. When the sun reaches that area, your ship takes a turn right after the first ship&apos;s; then the card is discarded. If the first and second ships are both yours and you play a card in the first turn, you play none in the second.</source>
        <translation>La carta Icebreaker è nell&apos;area {area}, dove la seconda Nave sul tracciato è tua. Quando il Sole raggiunge questa area, effettui un turno dopo il giocatore la cui Nave è in prima posizione; poi scarti la carta. Se entrambe le Navi in prima e seconda posizione sono tue e giochi una carta nel primo turno, non puoi giocarne un&apos;altra nel secondo.</translation>
    </message>
    <message>
        <source>A second turn in the same area</source>
        <translation>Un secondo turno nella stessa area</translation>
    </message>
    <message>
        <source>Thanks to the Icebreaker, {player}&apos;s ship takes a turn in area {area} after the first ship. Whoever played a card in the first turn with both ships plays none now. The third ship never acts, even when it has become second.</source>
        <translation>Grazie all&apos;Icebreaker, la Nave di {player} effettua un turno nell&apos;area {area} dopo la prima Nave. Chi ha giocato una carta nel primo turno con entrambe le Navi non può giocarne ora. La terza Nave non effettua mai un&apos;azione, neanche se adesso si trova in seconda posizione.</translation>
    </message>
    <message>
        <source>Discard for a scientist</source>
        <translation>Scartare per uno Scienziato</translation>
    </message>
    <message>
        <source>Once per turn you may move one cube or ship from your Available Resources (or a ship from the board) to Discarded Resources, and take one scientist from your common reserve into your personal reserve (even if none is left there). Never a cube from the board, and be careful with ships: without them you can do nothing.</source>
        <translation>Una volta per turno puoi muovere un Cubetto o una Nave dalle Risorse Disponibili (o una Nave dal tabellone) nelle Risorse Scartate, e muovere uno Scienziato dalla Riserva Comune alla tua Riserva Personale (anche se non te ne sono rimasti). Non puoi scartare Cubetti dal tabellone, e attento con le Navi: se le termini, non puoi fare niente.</translation>
    </message>
    <message>
        <source>Research tracks</source>
        <translation>Tracciati Ricerca</translation>
    </message>
    <message>
        <source>Your first advance on the {track} track put a cube from your Available Resources on its first space (with none left, the points are lost). Only free spaces count: occupied ones are jumped. Points cannot be split between tracks; points past the end are lost, and whoever reaches the end first stays first.</source>
        <translation>Il tuo primo avanzamento sul Tracciato Ricerca {track} ha preso un Cubetto dalle Risorse Disponibili e lo ha piazzato sul primo spazio (se non ne restano, i Punti Ricerca sono perduti). Solo gli spazi liberi del tracciato contano: quelli occupati vengono saltati. Non puoi dividere i Punti Ricerca su differenti tracciati; non puoi muovere oltre la fine, e se raggiungi la fine per primo, resti il primo.</translation>
    </message>
    <message>
        <source>Research tracks (RIQUADRO A: COME AVANZARE SUI TRACCIATI RICERCA)</source>
        <translation>RIQUADRO A: COME AVANZARE SUI TRACCIATI RICERCA</translation>
    </message>
    <message>
        <source>Only free spaces count</source>
        <translation>Solo gli spazi liberi contano</translation>
    </message>
    <message>
        <source>Your cube jumped over occupied spaces on the {track} track ({jumped}): every research point takes you to the next free space.</source>
        <translation>Il tuo Cubetto ha saltato spazi occupati sul Tracciato Ricerca {track} ({jumped}): ogni Punto Ricerca ti porta al successivo spazio libero.</translation>
    </message>
    <message>
        <source>A red space</source>
        <translation>Uno spazio rosso</translation>
    </message>
    <message>
        <source>Your cube moved onto or past a red space: {effect}. Only the player who moves resolves a red space, and it triggers every time someone moves onto or past it.</source>
        <translation>Il tuo Cubetto si è mosso sopra o ha superato uno spazio rosso: {effect}. Gli spazi rossi li risolvi solo tu, e sono attivati ogni volta che un giocatore muove sopra o supera uno di essi.</translation>
    </message>
    <message>
        <source>A blue space</source>
        <translation>Uno spazio blu</translation>
    </message>
    <message>
        <source>{player} reached a blue space: {effect}. Every player does it, counter-clockwise starting with {player}, each completely before the next. A blue space acts only once per game.</source>
        <translation>{player} ha attivato uno spazio blu: {effect}. Ogni giocatore effettua la relativa azione, in senso antiorario a partire da {player}, ognuna completamente risolta prima della successiva. Gli spazi blu sono attivati solo una volta per partita.</translation>
    </message>
    <message>
        <source>The end is near</source>
        <translation>La fine si avvicina</translation>
    </message>
    <message>
        <source>The game ends right after the turn in which a player places their last scientist (none left in the personal or common reserve) or the last building card is taken. Building cards left: {cards}; fewest scientists off the board: {fewest}. Research actions of that last turn still resolve; a pending Icebreaker turn is lost.</source>
        <translation>Il gioco termina immediatamente dopo il turno nel quale un giocatore piazza il suo ultimo Scienziato (nessuno nella Riserva Comune o nella Riserva Personale) o viene presa l&apos;ultima carta Edificio. Carte Edificio rimaste: {cards}; meno Scienziati fuori dal tabellone: {fewest}. Le azioni dei Tracciati Ricerca dell&apos;ultimo turno vengono comunque risolte; un turno pendente &quot;Icebreaker&quot; non può essere effettuato.</translation>
    </message>
    <message>
        <source>End of the game (FINE DEL GIOCO)</source>
        <translation>FINE DEL GIOCO</translation>
    </message>
    <message>
        <source>Scientists win the areas</source>
        <translation>Gli Scienziati conquistano le aree</translation>
    </message>
    <message>
        <source>Your scientists in area {area} count at the end. In each area the player with the most scientists scores the buildings plus all scientists there plus 1; the next player scores the first player&apos;s scientists there, and so on. Ties share a rank; without a scientist in an area you score nothing there.</source>
        <translation>I tuoi Scienziati nell&apos;area {area} contano alla fine. In ogni area chi ha più Scienziati riceve la somma degli Edifici e degli Scienziati presenti più 1; il giocatore in seconda posizione riceve 1 Punto Vittoria per ogni Scienziato del primo, e così via. In caso di pareggio i giocatori ricevono i punti della posizione; se non hai Scienziati nell&apos;area non ricevi alcun Punto Vittoria.</translation>
    </message>
    <message>
        <source>Area scoring (CONTEGGIO DELLE AREE)</source>
        <translation>CONTEGGIO DELLE AREE</translation>
    </message>
    <message>
        <source>Tracks score for the furthest</source>
        <translation>I tracciati premiano chi è più avanti</translation>
    </message>
    <message>
        <source>Each cube on the {track} track is worth {value} points at the end. The cube furthest along scores the value of all cubes on the track; the next one the value of the first one&apos;s cube, and so on. Without a cube on a track you score nothing there.</source>
        <translation>Ogni Cubetto sul Tracciato Ricerca {track} vale {value} Punti Vittoria alla fine. Chi è più avanti riceve il totale dato dal valore di tutti i Cubetti sul tracciato; il secondo il valore del Cubetto del primo, e così via. Se non hai un Cubetto sul tracciato non ricevi alcun Punto Vittoria.</translation>
    </message>
    <message>
        <source>Research track scoring (CONTEGGIO DEI TRACCIATI RICERCA)</source>
        <translation>CONTEGGIO DEI TRACCIATI RICERCA</translation>
    </message>
    <message>
        <source>Cards with an asterisk</source>
        <translation>Carte con asterisco</translation>
    </message>
    <message>
        <source>This building card has an asterisk. At the end, whoever holds the most such cards scores all of them, counted before every player; the next player scores the first one&apos;s number, and so on. Without a building card you score nothing here.</source>
        <translation>Questa carta Edificio ha un asterisco. Alla fine chi ne ha di più riceve il numero totale di queste carte presenti di fronte a ogni giocatore; il secondo il numero di carte del primo, e così via. Se non possiedi carte Edificio non ricevi alcun Punto Vittoria.</translation>
    </message>
    <message>
        <source>Building card scoring (CONTEGGIO DELLE CARTE EDIFICIO)</source>
        <translation>CONTEGGIO DELLE CARTE EDIFICIO</translation>
    </message>
    <message>
        <source>Discarded resources score</source>
        <translation>Le Risorse Scartate contano</translation>
    </message>
    <message>
        <source>At the end, whoever has discarded the most resources scores the sum of all discarded resources; the next player scores the first one&apos;s number, and so on. Without a discarded resource you score nothing here.</source>
        <translation>Alla fine chi ha scartato più Risorse riceve la somma delle Risorse Scartate; il secondo il numero di Risorse scartate dal primo, e così via. Se non hai scartato Risorse non ricevi alcun Punto Vittoria.</translation>
    </message>
    <message>
        <source>Resource scoring (CONTEGGIO DELLE RISORSE)</source>
        <translation>CONTEGGIO DELLE RISORSE</translation>
    </message>
    <message>
        <source>{player}&apos;s turn: the sun is on area {area}, where {player}&apos;s ship is first.</source>
        <translation>Turno di {player}: il Sole è sull&apos;area {area}, dove la Nave di {player} è la prima.</translation>
    </message>
    <message>
        <source>{player}&apos;s Icebreaker turn: the second ship in area {area} acts.</source>
        <translation>Turno Icebreaker di {player}: agisce la seconda Nave nell&apos;area {area}.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn; {player} waits for the sun.</source>
        <translation>È il turno di {current}; {player} attende il Sole.</translation>
    </message>
    <message>
        <source>The table turns up the next {deck} building card and names it.</source>
        <translation>Il tavolo scopre la successiva carta Edificio ({deck}) e la indica.</translation>
    </message>
    <message>
        <source>{player} resolves: {effect}.</source>
        <translation>{player} risolve: {effect}.</translation>
    </message>
    <message>
        <source>{current} resolves {effect} first.</source>
        <translation>Prima {current} risolve: {effect}.</translation>
    </message>
    <message>
        <source>Move the ship (mandatory) to a different area with a free ship space:</source>
        <translation>Muovi la Nave (obbligatorio) verso una differente area con uno spazio Nave libero:</translation>
    </message>
    <message>
        <source>Area {area} · free ship spaces: {room} · {buildings}</source>
        <translation>Area {area} · spazi Nave liberi: {room} · {buildings}</translation>
    </message>
    <message>
        <source>The ship arrived in area {area}, the target area.</source>
        <translation>La Nave è arrivata nell&apos;area {area}, l&apos;area bersaglio.</translation>
    </message>
    <message>
        <source>One action in area {area}, or none:</source>
        <translation>Una azione nell&apos;area {area}, o nessuna:</translation>
    </message>
    <message>
        <source>Build {building}: scientists {scientists}, research {research}.</source>
        <translation>Costruire {building}: Scienziati {scientists}, Ricerca {research}.</translation>
    </message>
    <message>
        <source>Build a ship: it goes last in area {area} and cannot act this turn.</source>
        <translation>Costruire una Nave: va in ultima posizione nell&apos;area {area} e non può effettuare azioni in questo turno.</translation>
    </message>
    <message>
        <source>Recruit from your common reserve: {count} (your ships and scientists there).</source>
        <translation>Reclutare dalla Riserva Comune: {count} (tue Navi e tuoi Scienziati lì).</translation>
    </message>
    <message>
        <source>Research on the {track} track: {points} (your ships and scientists there).</source>
        <translation>Avanzare sul Tracciato Ricerca {track}: {points} (tue Navi e tuoi Scienziati lì).</translation>
    </message>
    <message>
        <source>Or do nothing (the move still counts).</source>
        <translation>Oppure non fare niente (la Nave si è comunque mossa).</translation>
    </message>
    <message>
        <source>Action taken: {action}.</source>
        <translation>Azione effettuata: {action}.</translation>
    </message>
    <message>
        <source>One card this turn, if you like:</source>
        <translation>Una carta in questo turno, se vuoi:</translation>
    </message>
    <message>
        <source>{kind}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>Card played: no other card this turn.</source>
        <translation>Carta giocata: nessun&apos;altra in questo turno.</translation>
    </message>
    <message>
        <source>No card this turn: you played one in your first turn.</source>
        <translation>Nessuna carta in questo turno: ne hai giocata una nel primo turno.</translation>
    </message>
    <message>
        <source>Once this turn: discard a cube or a ship for one scientist.</source>
        <translation>Una volta in questo turno: scarta un Cubetto o una Nave per uno Scienziato.</translation>
    </message>
    <message>
        <source>Discard done for this turn.</source>
        <translation>Scarto già effettuato in questo turno.</translation>
    </message>
    <message>
        <source>Then end the turn.</source>
        <translation>Poi termina il turno.</translation>
    </message>
    <message>
        <source>The board in the middle of the table.</source>
        <translation>Il Tabellone al centro del tavolo.</translation>
    </message>
    <message>
        <source>The board in the middle; with 2 players the top and bottom areas ({closed}) are closed.</source>
        <translation>Il Tabellone al centro; con 2 giocatori le aree contrapposte in alto e in basso ({closed}) sono chiuse.</translation>
    </message>
    <message>
        <source>One starting building at random on each open area: {buildings}.</source>
        <translation>Un Edificio Iniziale a caso su ogni area aperta: {buildings}.</translation>
    </message>
    <message>
        <source>Building decks by player count, shuffled; shipyard cards beside the board; each player 1 basic resource card, and {players} expertise cards as the resource deck.</source>
        <translation>Mazzi Edificio secondo il numero di giocatori, mescolati; carte Cantiere Navale a fianco del tabellone; ognuno 1 carta Risorsa Base, e {players} carte Competenza come mazzo Risorse.</translation>
    </message>
    <message>
        <source>Each player: {personal} scientists in the personal reserve, {common} in the common reserve; {ships} ships and {cubes} cubes in Available Resources; 1 cube on the victory-point track.</source>
        <translation>Ognuno: {personal} Scienziati nella Riserva Personale, {common} nella Riserva Comune; {ships} Navi e {cubes} Cubetti nelle Risorse Disponibili; 1 Cubetto sul tracciato dei Punti Vittoria.</translation>
    </message>
    <message>
        <source>Ships on the board: {board_ships} each, placed in the order {order}.</source>
        <translation>Navi sul tabellone: {board_ships} ciascuno, piazzate nell&apos;ordine {order}.</translation>
    </message>
    <message>
        <source>Research tracks not used: {tracks}.</source>
        <translation>Tracciati Ricerca non usati: {tracks}.</translation>
    </message>
    <message>
        <source>With 2 players, player B puts a cube on the first space of a research track of their choice.</source>
        <translation>Con 2 giocatori, il secondo giocatore (B) mette un Cubetto sul primo spazio di un Tracciato Ricerca di sua scelta.</translation>
    </message>
    <message>
        <source>The sun on the bottom-left area (1): it moves before the first turn.</source>
        <translation>Il Sole sull&apos;area nell&apos;angolo in basso a sinistra (1): si muove anche all&apos;inizio del primo turno.</translation>
    </message>
    <message>
        <source>build</source>
        <translation>costruire un Edificio</translation>
    </message>
    <message>
        <source>build a ship</source>
        <translation>costruire una Nave</translation>
    </message>
    <message>
        <source>recruit</source>
        <translation>reclutare gli Scienziati</translation>
    </message>
    <message>
        <source>research</source>
        <translation>avanzare su un Tracciato Ricerca</translation>
    </message>
    <message>
        <source>a cube</source>
        <translation>un Cubetto</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>una Nave</translation>
    </message>
    <message>
        <source>a ship from the board</source>
        <translation>una Nave dal tabellone</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>shipyard</source>
        <translation>Cantiere Navale</translation>
    </message>
    <message>
        <source>crane</source>
        <translation>Gru</translation>
    </message>
    <message>
        <source>rig tower</source>
        <translation>Torre di Manovra</translation>
    </message>
    <message>
        <source>drill</source>
        <translation>Trivellatrice</translation>
    </message>
    <message>
        <source>wind turbine</source>
        <translation>Turbina Eolica</translation>
    </message>
    <message>
        <source>lab</source>
        <translation>Laboratorio</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>Fabbrica</translation>
    </message>
    <message>
        <source>inland research centre</source>
        <translation>Centro di Ricerca Entroterra</translation>
    </message>
    <message>
        <source>coastal research centre</source>
        <translation>Centro di Ricerca Costiero</translation>
    </message>
    <message>
        <source>naval research centre</source>
        <translation>Centro di Ricerca Navale</translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation>Quartier Generale</translation>
    </message>
    <message>
        <source>plankton collection</source>
        <translation>Raccolta Plancton</translation>
    </message>
    <message>
        <source>satellite dish</source>
        <translation>Antenna Parabolica</translation>
    </message>
    <message>
        <source>Inland</source>
        <translation>Entroterra</translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation>Costiero</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Navale</translation>
    </message>
    <message>
        <source>Three-player</source>
        <translation>Tre giocatori</translation>
    </message>
    <message>
        <source>Four-player</source>
        <translation>Quattro giocatori</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppio</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzato</translation>
    </message>
    <message>
        <source>Icebreaker</source>
        <translation>Icebreaker</translation>
    </message>
    <message>
        <source>Place a scientist</source>
        <translation>Piazzare uno Scienziato</translation>
    </message>
    <message>
        <source>+2 scientists</source>
        <translation>+2 Scienziati</translation>
    </message>
    <message>
        <source>Quick research</source>
        <translation>Ricerca Veloce</translation>
    </message>
    <message>
        <source>move a ship</source>
        <translation>muovere una Nave</translation>
    </message>
    <message>
        <source>shipyard draft</source>
        <translation>scelta carte Cantiere Navale</translation>
    </message>
    <message>
        <source>advance three</source>
        <translation>avanzare di tre</translation>
    </message>
    <message>
        <source>one scientist</source>
        <translation>uno Scienziato</translation>
    </message>
    <message>
        <source>ship to the sun</source>
        <translation>Nave verso il Sole</translation>
    </message>
    <message>
        <source>resource expertise card</source>
        <translation>carta Competenza Risorse</translation>
    </message>
    <message>
        <source>basic resource card</source>
        <translation>carta Risorsa Base</translation>
    </message>
    <message>
        <source>take a shipyard card</source>
        <translation>prendere una carta Cantiere Navale</translation>
    </message>
    <message>
        <source>Last round: one more turn after this one.</source>
        <translation>Ultimo round: ancora un turno dopo questo.</translation>
    </message>
    <message>
        <source>Last round: this is the game&apos;s last turn.</source>
        <translation>Ultimo round: questo è l&apos;ultimo turno della partita.</translation>
    </message>
    <message>
        <source>First discard down to {limit} cards (you hold {hand}): the hand limit is checked at the start of your turn.</source>
        <translation>Prima scarta fino a {limit} carte (ne hai {hand}): il limite di mano si controlla all’inizio del tuo turno.</translation>
    </message>
    <message>
        <source>Put your action tile on a slot and play one card with it:</source>
        <translation>Metti la tua tessera azione su uno spazio e gioca una carta insieme:</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available.</source>
        <translation>{text} (spazio {colour}): disponibile.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available; your {card} card matches, so you use the slot and the card.</source>
        <translation>{text} (spazio {colour}): disponibile; la tua carta ({card}) corrisponde, quindi usi lo spazio e la carta.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available; your {card} card does not match and would be discarded.</source>
        <translation>{text} (spazio {colour}): disponibile; la tua carta ({card}) non corrisponde e verrebbe scartata.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): not available. {reason}</source>
        <translation>{text} (spazio {colour}): non disponibile. {reason}</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): occupied, but you may take it with the action-cloning tile for 1 credit.</source>
        <translation>{text} (spazio {colour}): occupato, ma puoi prenderlo con la tessera Clona Azione per 1 credito.</translation>
    </message>
    <message>
        <source>{text} (always available, no colour): any number of tiles may go here; the card you play is discarded.</source>
        <translation>{text} (sempre disponibile, senza colore): qui può andare qualsiasi numero di tessere; la carta che giochi viene scartata.</translation>
    </message>
    <message>
        <source>Your action tile is on: {text}.</source>
        <translation>La tua tessera azione è su: {text}.</translation>
    </message>
    <message>
        <source>Colour match: a card of the slot&apos;s colour lets you use both the slot&apos;s action and the card, in either order, each completely. A card of another colour is discarded without effect.</source>
        <translation>Colore corrispondente: una carta del colore dello spazio ti fa usare sia l’azione dello spazio sia la carta, in qualsiasi ordine, ciascuna per intero. Una carta di altro colore viene scartata senza effetto.</translation>
    </message>
    <message>
        <source>Your card is {colour}: on a {colour} slot you use both the slot and the card; anywhere else the card is discarded without effect.</source>
        <translation>La tua carta è di colore {colour}: su uno spazio {colour} usi sia lo spazio sia la carta; altrove la carta viene scartata senza effetto.</translation>
    </message>
    <message>
        <source>The {colour} card matches the slot: resolve the slot&apos;s action and the card in either order, one completely before the other.</source>
        <translation>La carta ({colour}) corrisponde allo spazio: risolvi l’azione dello spazio e la carta in qualsiasi ordine, una per intero prima dell’altra.</translation>
    </message>
    <message>
        <source>The card does not match the slot: only the slot&apos;s action happens, and the card was discarded without effect.</source>
        <translation>La carta non corrisponde allo spazio: avviene solo l’azione dello spazio e la carta è stata scartata senza effetto.</translation>
    </message>
    <message>
        <source>You had no card to play: only the slot&apos;s action happens.</source>
        <translation>Non avevi carte da giocare: avviene solo l’azione dello spazio.</translation>
    </message>
    <message>
        <source>To resolve the card, say its type: instant, permanent, action, production or end-scoring.</source>
        <translation>Per risolvere la carta indica il suo tipo: istantanea, permanente, azione, produzione o punteggio finale.</translation>
    </message>
    <message>
        <source>Instant card: resolve its effect now; then it is discarded.</source>
        <translation>Carta con effetto istantaneo: risolvine subito l’effetto; poi viene scartata.</translation>
    </message>
    <message>
        <source>Permanent card: on a colour match you claim it; its effect lasts for the rest of the game, starting this turn.</source>
        <translation>Carta con effetto permanente: se il colore corrisponde la reclami; il suo effetto dura per il resto della partita, da questo turno.</translation>
    </message>
    <message>
        <source>Action card: on a colour match you claim it. Use it only through a slot or effect that says &apos;use 1 of your action cards&apos;, once per era. You hold {held} of at most 4 action cards.</source>
        <translation>Carta azione: se il colore corrisponde la reclami. Usala solo tramite uno spazio o un effetto che dice «usa 1 delle tue carte azione», una volta per Era. Hai {held} carte azione su un massimo di 4.</translation>
    </message>
    <message>
        <source>Production card: on a colour match you claim it; it produces in every production phase, counting only connected things.</source>
        <translation>Carta produzione: se il colore corrisponde la reclami; produce in ogni fase Produzione, contando solo ciò che è connesso.</translation>
    </message>
    <message>
        <source>End-scoring card: on a colour match you claim it; it scores points in the final scoring.</source>
        <translation>Carta punteggio: se il colore corrisponde la reclami; dà punti nel punteggio finale.</translation>
    </message>
    <message>
        <source>Special card: on a colour match its effect happens only if you pay its cost of {cost} (credits). Unmatched or unpaid, a 1- or 2-credit special goes under its deck and a 3-credit special leaves the game; a paid instant special is kept under your player board.</source>
        <translation>Carta Speciale: se il colore corrisponde, il suo effetto avviene solo se paghi il suo costo di {cost} (crediti). Se non corrisponde o non è pagata, una Speciale da 1 o 2 crediti va in fondo al suo mazzo e una da 3 crediti esce dal gioco; una Speciale istantanea pagata resta sotto la tua plancia.</translation>
    </message>
    <message>
        <source>&apos;Connected&apos; means joined to {name}&apos;s start city by a chain of tunnels. Only connected cities, the buildings next to them and the tunnels next to a city produce, are fed and score.</source>
        <translation>«Connesso» significa collegato alla città iniziale di {name} da una catena di tunnel. Solo le città connesse, gli edifici accanto a loro e i tunnel accanto a una città producono, vengono nutriti e danno punti.</translation>
    </message>
    <message>
        <source>Connected cities: {connected}. Unconnected cities: {unconnected}. Tunnels next to a city: {tunnels_adjacent}. Connected metropolises: {metropolises}.</source>
        <translation>Città connesse: {connected}. Città non connesse: {unconnected}. Tunnel accanto a una città: {tunnels_adjacent}. Metropoli connesse: {metropolises}.</translation>
    </message>
    <message>
        <source>Not connected yet: {cities}. A tunnel to one of them connects it.</source>
        <translation>Non ancora connesse: {cities}. Un tunnel fino a una di loro la connette.</translation>
    </message>
    <message>
        <source>Tunnels that touch no city produce nothing: {tunnels}.</source>
        <translation>I tunnel che non toccano città non producono nulla: {tunnels}.</translation>
    </message>
    <message>
        <source>Lay out the main board with its {side} side up.</source>
        <translation>Disponete il tabellone con il lato per {side} in alto.</translation>
    </message>
    <message>
        <source>Put every score marker on 0 and the era marker on the first space of the era track.</source>
        <translation>Mettete tutti i segnapunti sullo 0 e il segnalino Era sul primo spazio del tracciato Era.</translation>
    </message>
    <message>
        <source>Put the supply within reach: {tunnels} tunnel tiles, {white_domes} nonsymbiotic (white) domes, the farm, desalination plant and laboratory tokens and the resources.</source>
        <translation>Mettete la riserva a portata di mano: {tunnels} tessere tunnel, {white_domes} cupole non simbiotiche (bianche), i segnalini serra, dissalatore e laboratorio e le risorse.</translation>
    </message>
    <message>
        <source>Count out {count} symbiotic (purple) domes for {players} players: no more may be built this game.</source>
        <translation>Contate {count} cupole simbiotiche (viola) per {players} giocatori: in questa partita non se ne possono costruire di più.</translation>
    </message>
    <message>
        <source>Solo: symbiotic (purple) domes are unlimited.</source>
        <translation>Solitario: le cupole simbiotiche (viola) sono illimitate.</translation>
    </message>
    <message>
        <source>Shuffle the 3-credit special cards and lay {face_up} face up (only those are in this game); shuffle the 1-or-2-credit special cards into a deck and turn its top card face up.</source>
        <translation>Mescolate le carte Speciali da 3 crediti e scopritene {face_up} (solo quelle sono in questa partita); mescolate le carte Speciali da 1 o 2 crediti in un mazzo e scoprite la prima carta.</translation>
    </message>
    <message>
        <source>Give each player 3 action tiles, a Personal Assistant (an action card already claimed: gain 1 steelplast or 1 credit), a final-scoring card and an info card.</source>
        <translation>Date a ogni giocatore 3 tessere azione, un Assistente Personale (una carta azione già reclamata: ottieni 1 plastacciaio o 1 credito), una carta Punteggio Finale e una scheda Informativa.</translation>
    </message>
    <message>
        <source>Each player starts with {kelp} kelp, {steelplast} steelplast, {science} science and {credits} credits.</source>
        <translation>Ogni giocatore inizia con {kelp} alga, {steelplast} plastacciaio, {science} ricerca e {credits} crediti.</translation>
    </message>
    <message>
        <source>Deal each player a board, standard side (#1–4) up for first games; everyone uses the same side. The start city stands on the bottom-right city site.</source>
        <translation>Date a ogni giocatore una plancia, con il lato standard (#1–4) in alto per le prime partite; tutti usano lo stesso lato. La città iniziale è sul sito città in basso a destra.</translation>
    </message>
    <message>
        <source>Solo: take a board with its asymmetric (expert) side up. The start city stands on the bottom-right city site.</source>
        <translation>Solitario: prendi una plancia con il lato avanzato (asimmetrico) in alto. La città iniziale è sul sito città in basso a destra.</translation>
    </message>
    <message>
        <source>Each player gets 1 random brown metropolis tile for the top-left hexagon and 2 random blue ones for the other two metropolis spaces.</source>
        <translation>Ogni giocatore riceve 1 tessera metropoli marrone a caso per l’esagono in alto a sinistra e 2 blu a caso per gli altri due spazi metropoli.</translation>
    </message>
    <message>
        <source>The app dealt the metropolis tiles (listed above): give each player their brown tile for the top-left hexagon and their two blue ones for the other two metropolis spaces.</source>
        <translation>L&apos;app ha distribuito le tessere metropoli (elencate sopra): date a ogni giocatore la sua tessera marrone per l&apos;esagono in alto a sinistra e le sue due blu per gli altri due spazi metropoli.</translation>
    </message>
    <message>
        <source>The app drew the play order for round 1: {order}. Set up the play-order track in that order. Later rounds follow the Federation track, so turns are rarely clockwise.</source>
        <translation>L&apos;app ha sorteggiato l&apos;ordine di gioco del round 1: {order}. Preparate il tracciato Ordine di gioco in quest&apos;ordine. I round successivi seguono il tracciato della Federazione, quindi raramente si gioca in senso orario.</translation>
    </message>
    <message>
        <source>Draw a random play order for round 1 and set up the play-order track. Later rounds follow the Federation track, so turns are rarely clockwise.</source>
        <translation>Sorteggiate l’ordine di gioco del round 1 e preparate il tracciato Ordine di gioco. I round successivi seguono il tracciato della Federazione, quindi i turni raramente vanno in senso orario.</translation>
    </message>
    <message>
        <source>The Federation track starts in reverse play order:</source>
        <translation>Il tracciato della Federazione parte in ordine di gioco inverso:</translation>
    </message>
    <message>
        <source>1st player: below space 4.</source>
        <translation>1° giocatore: sotto lo spazio 4.</translation>
    </message>
    <message>
        <source>2nd player: on space {space}.</source>
        <translation>2° giocatore: sullo spazio {space}.</translation>
    </message>
    <message>
        <source>3rd player: on space {space}, gaining {credits} credit.</source>
        <translation>3° giocatore: sullo spazio {space}, ottiene {credits} credito.</translation>
    </message>
    <message>
        <source>4th player: on space {space}, gaining {credits} credit and {steelplast} steelplast.</source>
        <translation>4° giocatore: sullo spazio {space}, ottiene {credits} credito e {steelplast} plastacciaio.</translation>
    </message>
    <message>
        <source>Solo: put three action tiles of an unused colour on the first slot of each colour, clockwise.</source>
        <translation>Solitario: mettete tre tessere azione di un colore non in gioco sul primo spazio di ogni colore, in senso orario.</translation>
    </message>
    <message>
        <source>Solo: your marker starts below space 4 of the Federation track.</source>
        <translation>Solitario: il tuo indicatore parte sotto lo spazio 4 del tracciato della Federazione.</translation>
    </message>
    <message>
        <source>4 players: put the action-cloning tile beside the main board.</source>
        <translation>4 giocatori: mettete la tessera Clona Azione accanto al tabellone.</translation>
    </message>
    <message>
        <source>Deal each player {draw} Era I cards; each keeps {keep} and discards the rest.</source>
        <translation>Date a ogni giocatore {draw} carte dell’Era I; ognuno ne tiene {keep} e scarta le altre.</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>city</source>
        <translation>città</translation>
    </message>
    <message>
        <source>symbiotic city</source>
        <translation>città simbiotica</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>serra</translation>
    </message>
    <message>
        <source>desalination plant</source>
        <translation>dissalatore</translation>
    </message>
    <message>
        <source>laboratory</source>
        <translation>laboratorio</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>tunnel</translation>
    </message>
    <message>
        <source>under the special-card deck</source>
        <translation>in fondo al mazzo Speciale</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fuori dal gioco</translation>
    </message>
    <message>
        <source>always-available slot</source>
        <translation>spazio sempre disponibile</translation>
    </message>
</context>
<context>
    <name>teaching_ui</name>
    <message>
        <source>Hand limit</source>
        <translation>Limite di mano</translation>
    </message>
    <message>
        <source>Action slots</source>
        <translation>Spazi azione</translation>
    </message>
    <message>
        <source>Colour match</source>
        <translation>Colore corrispondente</translation>
    </message>
    <message>
        <source>The played card</source>
        <translation>La carta giocata</translation>
    </message>
    <message>
        <source>Connected or not</source>
        <translation>Connesso o no</translation>
    </message>
    <message>
        <source>Show the guide</source>
        <translation>Mostra la guida</translation>
    </message>
    <message>
        <source>Fold the guide away</source>
        <translation>Chiudi la guida</translation>
    </message>
    <message>
        <source>Guide for {0}</source>
        <translation>Guida per {0}</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guida</translation>
    </message>
    <message>
        <source>Teaching is off for {0}.</source>
        <translation>Il tutorial è disattivato per {0}.</translation>
    </message>
    <message>
        <source>Where: {0}</source>
        <translation>Dove: {0}</translation>
    </message>
    <message>
        <source>Often overlooked · {0}</source>
        <translation>Spesso dimenticato · {0}</translation>
    </message>
    <message>
        <source>Reminder · {0}</source>
        <translation>Promemoria · {0}</translation>
    </message>
    <message>
        <source>New for {0}</source>
        <translation>Novità per {0}</translation>
    </message>
    <message>
        <source>Tell me more</source>
        <translation>Dimmi di più</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Capito</translation>
    </message>
    <message>
        <source>Rulebook p. {0} · {1}</source>
        <translation>Regolamento p. {0} · {1}</translation>
    </message>
    <message>
        <source>Teaching mode: a guide through setup and every turn, and short lessons when a player first meets a rule</source>
        <translation>Modalità tutorial: guida nella preparazione e in ogni turno, brevi lezioni quando un giocatore incontra una regola</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>Tutorial per {0}</translation>
    </message>
    <message>
        <source>Rulebook · {0}</source>
        <translation>Regolamento · {0}</translation>
    </message>
</context>
<context>
    <name>tiles</name>
    <message>
        <source>blue tile {0} (not named yet)</source>
        <translation>tessera blu {0} (ancora senza nome)</translation>
    </message>
    <message>
        <source>A blue tile the library does not know yet</source>
        <translation>Una tessera blu che il catalogo non conosce ancora</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>nome come stampato</translation>
    </message>
    <message>
        <source>its text, as printed</source>
        <translation>il suo testo, come stampato</translation>
    </message>
    <message>
        <source>When connected:</source>
        <translation>Quando connessa:</translation>
    </message>
    <message>
        <source>Each production:</source>
        <translation>Ogni produzione:</translation>
    </message>
    <message>
        <source>Add this tile</source>
        <translation>Aggiungi questa tessera</translation>
    </message>
    <message>
        <source>All 11 blue tiles are named already.</source>
        <translation>Tutte le 11 tessere blu hanno già un nome.</translation>
    </message>
    <message>
        <source>“{0}” is in the library already.</source>
        <translation>«{0}» è già nel catalogo.</translation>
    </message>
    <message>
        <source>Added “{0}” to the library.</source>
        <translation>«{0}» aggiunta al catalogo.</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>Face-up 3-credit special cards</source>
        <translation>Carte Speciali scoperte da 3 crediti</translation>
    </message>
    <message>
        <source>name as printed (or leave empty)</source>
        <translation>nome come stampato (o lascia vuoto)</translation>
    </message>
    <message>
        <source>new card: its text, as printed</source>
        <translation>nuova carta: il suo testo, come stampato</translation>
    </message>
    <message>
        <source>Its printed name:</source>
        <translation>Il suo nome stampato:</translation>
    </message>
    <message>
        <source>its text, if the library lacks it</source>
        <translation>il suo testo, se il catalogo non lo ha</translation>
    </message>
    <message>
        <source>Take this card</source>
        <translation>Prendi questa carta</translation>
    </message>
</context>
<context>
    <name>wizard</name>
    <message>
        <source>teach</source>
        <translation>guida</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Posto {0}</translation>
    </message>
    <message>
        <source>board {0}</source>
        <translation>plancia {0}</translation>
    </message>
    <message>
        <source>Choose a known player</source>
        <translation>Scegli un giocatore noto</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>credit</source>
        <translation>credito</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>crediti</translation>
    </message>
    <message>
        <source>kelp</source>
        <translation>alga</translation>
    </message>
    <message>
        <source>steelplast</source>
        <translation>plastacciaio</translation>
    </message>
    <message>
        <source>science</source>
        <translation>ricerca</translation>
    </message>
    <message>
        <source>biomatter</source>
        <translation>biomateria</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Crediti</translation>
    </message>
    <message>
        <source>Kelp</source>
        <translation>Alghe</translation>
    </message>
    <message>
        <source>Steelplast</source>
        <translation>Plastacciaio</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Ricerca</translation>
    </message>
    <message>
        <source>Biomatter</source>
        <translation>Biomateria</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} carte</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} punti</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nulla</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>città</translation>
    </message>
    <message>
        <source>symbiotic cities</source>
        <translation>città simbiotiche</translation>
    </message>
    <message>
        <source>farms</source>
        <translation>serre</translation>
    </message>
    <message>
        <source>desalination plants</source>
        <translation>dissalatori</translation>
    </message>
    <message>
        <source>laboratories</source>
        <translation>laboratori</translation>
    </message>
    <message>
        <source>tunnels</source>
        <translation>tunnel</translation>
    </message>
    <message>
        <source>city</source>
        <translation>città</translation>
    </message>
    <message>
        <source>symbiotic city</source>
        <translation>città simbiotica</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>serra</translation>
    </message>
    <message>
        <source>desalination plant</source>
        <translation>dissalatore</translation>
    </message>
    <message>
        <source>laboratory</source>
        <translation>laboratorio</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>tunnel</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>nessun colore</translation>
    </message>
    <message>
        <source>◇ no colour</source>
        <translation>◇ nessun colore</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>istantanea</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source>action</source>
        <translation>azione</translation>
    </message>
    <message>
        <source>production</source>
        <translation>produzione</translation>
    </message>
    <message>
        <source>end-scoring</source>
        <translation>punteggio finale</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>tipo sconosciuto</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Permanenti</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produzione</translation>
    </message>
    <message>
        <source>End-scoring</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Instant (paid specials)</source>
        <translation>Istantanee (Speciali pagate)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1°</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2°</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3°</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4°</translation>
    </message>
    <message>
        <source>brown metropolis</source>
        <translation>metropoli marrone</translation>
    </message>
    <message>
        <source>blue metropolis 1</source>
        <translation>metropoli blu 1</translation>
    </message>
    <message>
        <source>blue metropolis 2</source>
        <translation>metropoli blu 2</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>in alto a sinistra</translation>
    </message>
    <message>
        <source>top centre</source>
        <translation>in alto al centro</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>in alto a destra</translation>
    </message>
    <message>
        <source>top far right</source>
        <translation>in alto all&apos;estrema destra</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>al centro a sinistra</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>al centro</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>al centro a destra</translation>
    </message>
    <message>
        <source>middle far right</source>
        <translation>al centro all&apos;estrema destra</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>in basso a sinistra</translation>
    </message>
    <message>
        <source>bottom centre</source>
        <translation>in basso al centro</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>in basso a destra</translation>
    </message>
    <message>
        <source>bottom far right</source>
        <translation>in basso all&apos;estrema destra</translation>
    </message>
    <message>
        <source>Personal Assistant</source>
        <translation>Assistente Personale</translation>
    </message>
    <message>
        <source>unnamed card</source>
        <translation>carta senza nome</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>asymmetric</source>
        <translation>asimmetrico</translation>
    </message>
    <message>
        <source>1–2 players</source>
        <translation>1–2 giocatori</translation>
    </message>
    <message>
        <source>3–4 players</source>
        <translation>3–4 giocatori</translation>
    </message>
    <message>
        <source>era</source>
        <translation>Era</translation>
    </message>
    <message>
        <source>special</source>
        <translation>Speciale</translation>
    </message>
    <message>
        <source>Points track</source>
        <translation>Tracciato dei punti</translation>
    </message>
    <message>
        <source>Brown metropolis tile</source>
        <translation>Tessera metropoli marrone</translation>
    </message>
    <message>
        <source>End-scoring cards</source>
        <translation>Carte punteggio</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Città</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Risorse</translation>
    </message>
    <message>
        <source>Board side</source>
        <translation>Lato della plancia</translation>
    </message>
    <message>
        <source>Standard side</source>
        <translation>Lato standard</translation>
    </message>
    <message>
        <source>Asymmetric side</source>
        <translation>Lato asimmetrico</translation>
    </message>
    <message>
        <source>card (no number given)</source>
        <translation>carta (senza numero)</translation>
    </message>
    <message>
        <source>brown metropolis “{name}”</source>
        <translation>metropoli marrone «{name}»</translation>
    </message>
    <message>
        <source>two tunnel sites join the same two places ({site})</source>
        <translation>due siti tunnel collegano gli stessi due luoghi ({site})</translation>
    </message>
    <message>
        <source>{city}: no path of tunnel sites leads there from the start city</source>
        <translation>{city}: nessun percorso di siti tunnel vi porta dalla città iniziale</translation>
    </message>
    <message>
        <source>{city}: a city site needs exactly one expansion site</source>
        <translation>{city}: un sito città ha bisogno di esattamente un sito di espansione</translation>
    </message>
    <message>
        <source>{city}: a city site needs at least one building site</source>
        <translation>{city}: un sito città ha bisogno di almeno un sito di costruzione</translation>
    </message>
    <message>
        <source>the board needs one brown and two blue metropolis spaces</source>
        <translation>la plancia ha bisogno di uno spazio per la metropoli marrone e due per le metropoli blu</translation>
    </message>
    <message>
        <source>no tunnel site leads to the {metropolis}</source>
        <translation>nessun sito tunnel porta alla {metropolis}</translation>
    </message>
    <message>
        <source>the layout does not read: {reason}</source>
        <translation>la disposizione non è leggibile: {reason}</translation>
    </message>
    <message>
        <source>there is no site {site} on this board</source>
        <translation>su questa plancia non c&apos;è il sito {site}</translation>
    </message>
    <message>
        <source>a city site cannot hold a multiplier ({site})</source>
        <translation>un sito città non può avere un moltiplicatore ({site})</translation>
    </message>
    <message>
        <source>that place is off the board</source>
        <translation>quel luogo è fuori dalla plancia</translation>
    </message>
    <message>
        <source>there is already a city site there ({city})</source>
        <translation>lì c&apos;è già un sito città ({city})</translation>
    </message>
    <message>
        <source>the start city stays: make another city site the start first</source>
        <translation>la città iniziale resta: prima rendi iniziale un altro sito città</translation>
    </message>
    <message>
        <source>a tunnel site needs a city site at one end at least</source>
        <translation>un sito tunnel ha bisogno di un sito città almeno a un&apos;estremità</translation>
    </message>
    <message>
        <source>blue metropolis “{name}”</source>
        <translation>metropoli blu «{name}»</translation>
    </message>
    <message>
        <source>{effect} connected</source>
        <translation>{effect} connessa</translation>
    </message>
    <message>
        <source>there is no action slot {slot} on the main board</source>
        <translation>sul tabellone non c&apos;è lo spazio azione {slot}</translation>
    </message>
    <message>
        <source>it contradicts the rulebook data ({field}); the rulebook wins</source>
        <translation>contraddice i dati del regolamento ({field}); vale il regolamento</translation>
    </message>
    <message>
        <source>site bonus on {site}</source>
        <translation>bonus di costruzione su {site}</translation>
    </message>
    <message>
        <source>cards of era {era}</source>
        <translation>carte dell’Era {era}</translation>
    </message>
    <message>
        <source>{kind} on {site}</source>
        <translation>{kind} su {site}</translation>
    </message>
    <message>
        <source>upgraded {kind} on {site}</source>
        <translation>{kind} con miglioramento su {site}</translation>
    </message>
    <message>
        <source>2x multiplier on {site}</source>
        <translation>moltiplicatore 2x su {site}</translation>
    </message>
    <message>
        <source>{city}: {count} upgraded {buildings}</source>
        <translation>{city}: {count} {buildings} con miglioramento</translation>
    </message>
    <message>
        <source>symbiotic city on {city}</source>
        <translation>città simbiotica su {city}</translation>
    </message>
    <message>
        <source>symbiotic city on {city} (site boost: {points} points instead of 2)</source>
        <translation>città simbiotica su {city} (bonus del sito: {points} punti invece di 2)</translation>
    </message>
    <message>
        <source>{site}, upgraded</source>
        <translation>{site}, con miglioramento</translation>
    </message>
    <message>
        <source>{site} (site boost: produces {factor} times)</source>
        <translation>{site} (bonus del sito: produce {factor} volte)</translation>
    </message>
    <message>
        <source>{site}, upgraded (site boost: produces {factor} times)</source>
        <translation>{site}, con miglioramento (bonus del sito: produce {factor} volte)</translation>
    </message>
    <message>
        <source>pair bonus of {tunnels}</source>
        <translation>bonus di coppia di {tunnels}</translation>
    </message>
    <message>
        <source>site boost of {site}: the connected metropolis on {metropolis} scores {points} more points</source>
        <translation>bonus del sito {site}: la metropoli connessa su {metropolis} dà {points} punti in più</translation>
    </message>
    <message>
        <source>{source}: effect unknown — add it to the card library</source>
        <translation>{source}: effetto sconosciuto — aggiungetelo al catalogo delle carte</translation>
    </message>
    <message>
        <source>{source}: text unknown — add it to the card library</source>
        <translation>{source}: testo sconosciuto — aggiungetelo al catalogo delle carte</translation>
    </message>
    <message>
        <source>{source}: say what it produced (or skip it)</source>
        <translation>{source}: dite che cosa ha prodotto (o saltatela)</translation>
    </message>
    <message>
        <source>{source}: say what it scored (or skip it)</source>
        <translation>{source}: dite quanto ha segnato (o saltatela)</translation>
    </message>
    <message>
        <source>{source}: {gain} (entered by the table)</source>
        <translation>{source}: {gain} (inserito dal tavolo)</translation>
    </message>
    <message>
        <source>{source}: {points} points (entered by the table)</source>
        <translation>{source}: {points} punti (inseriti dal tavolo)</translation>
    </message>
    <message>
        <source>{source}: skipped by the table</source>
        <translation>{source}: saltata dal tavolo</translation>
    </message>
    <message>
        <source>{source}: {points} points for {paid} (entered by the table)</source>
        <translation>{source}: {points} punti per {paid} (inseriti dal tavolo)</translation>
    </message>
    <message>
        <source>now: {gain} each production</source>
        <translation>ora: {gain} a ogni Produzione</translation>
    </message>
    <message>
        <source>now: {gain} at final scoring</source>
        <translation>ora: {gain} al punteggio finale</translation>
    </message>
    <message>
        <source>now: {gain}</source>
        <translation>ora: {gain}</translation>
    </message>
    <message>
        <source>each time: {gain}</source>
        <translation>ogni volta: {gain}</translation>
    </message>
    <message>
        <source>needs {need} {count}: you have {have}</source>
        <translation>richiede {need} {count}: ne avete {have}</translation>
    </message>
    <message>
        <source>hand limit {limit}</source>
        <translation>limite di mano {limit}</translation>
    </message>
    <message>
        <source>the table enters its result when it fires</source>
        <translation>il tavolo inserisce il risultato quando si attiva</translation>
    </message>
    <message>
        <source>{source}: {gain}</source>
        <translation>{source}: {gain}</translation>
    </message>
    <message>
        <source>{source}: {have} {count} → {times} × ({gain})</source>
        <translation>{source}: {have} {count} → {times} × ({gain})</translation>
    </message>
    <message>
        <source>{source}: {have} {count} → {times} × ({gain} per {per})</source>
        <translation>{source}: {have} {count} → {times} × ({gain} ogni {per})</translation>
    </message>
    <message>
        <source>{source}: {have} {count} → {times} × ({gain}), at most {cap} times</source>
        <translation>{source}: {have} {count} → {times} × ({gain}), al massimo {cap} volte</translation>
    </message>
    <message>
        <source>{source}: {have} {count} → {times} × ({gain} per {per}), at most {cap} times</source>
        <translation>{source}: {have} {count} → {times} × ({gain} ogni {per}), al massimo {cap} volte</translation>
    </message>
    <message>
        <source>{source}: {have} {count} ({steps}) → {points} points</source>
        <translation>{source}: {have} {count} ({steps}) → {points} punti</translation>
    </message>
    <message>
        <source>{source}: {counts} → {sets} complete sets × {points} points</source>
        <translation>{source}: {counts} → {sets} set completi × {points} punti</translation>
    </message>
    <message>
        <source>{source}: {city} has {have} {buildings} → {gain}</source>
        <translation>{source}: {city} ha {have} {buildings} → {gain}</translation>
    </message>
    <message>
        <source>{source}: {city} has {have} upgraded {buildings} → {gain}</source>
        <translation>{source}: {city} ha {have} {buildings} con miglioramento → {gain}</translation>
    </message>
    <message>
        <source>{source}: no connected city has {at_least} or more {buildings}</source>
        <translation>{source}: nessuna città connessa ha {at_least} o più {buildings}</translation>
    </message>
    <message>
        <source>{source}: no connected city has {at_least} or more upgraded {buildings}</source>
        <translation>{source}: nessuna città connessa ha {at_least} o più {buildings} con miglioramento</translation>
    </message>
    <message>
        <source>{source}: no producing {kind}, so nothing changes</source>
        <translation>{source}: nessuna struttura di tipo {kind} produce, quindi nulla cambia</translation>
    </message>
    <message>
        <source>{source}: not used this production</source>
        <translation>{source}: non usato in questa produzione</translation>
    </message>
    <message>
        <source>{source}: the {kind} on {site} produces {produces} instead of {instead_of}</source>
        <translation>{source}: {kind} su {site} produce {produces} invece di {instead_of}</translation>
    </message>
    <message>
        <source>{source}: may one producing {kind} produce {produces} instead of {instead_of}?</source>
        <translation>{source}: una struttura di tipo {kind} che produce può produrre {produces} invece di {instead_of}?</translation>
    </message>
    <message>
        <source>no {kind} changes its production</source>
        <translation>nessun cambio di produzione ({kind})</translation>
    </message>
    <message>
        <source>the {kind} on {site} produces {produces} instead of {instead_of}</source>
        <translation>{kind} su {site} produce {produces} invece di {instead_of}</translation>
    </message>
    <message>
        <source>{city}: not connected, scores nothing</source>
        <translation>{city}: non connessa, non dà punti</translation>
    </message>
    <message>
        <source>{city}: building types: {count} ({types}) → {points}</source>
        <translation>{city}: tipi di edificio: {count} ({types}) → {points}</translation>
    </message>
    <message>
        <source>{city}: no buildings → {points}</source>
        <translation>{city}: nessun edificio → {points}</translation>
    </message>
    <message>
        <source>{source}: not connected by both tunnels, scores nothing</source>
        <translation>{source}: non connessa da entrambi i tunnel, non dà punti</translation>
    </message>
    <message>
        <source>spend {paid} on {source}: {points} points ({uses} × {pay} → {each})</source>
        <translation>spendi {paid} per {source}: {points} punti ({uses} × {pay} → {each})</translation>
    </message>
    <message>
        <source>{source}: nothing spent ({pay} → {each} would not add points here)</source>
        <translation>{source}: niente speso ({pay} → {each} qui non aggiungerebbe punti)</translation>
    </message>
    <message>
        <source>resources: {left} = {value} → {points} points ({rest} left over)</source>
        <translation>risorse: {left} = {value} → {points} punti ({rest} avanzano)</translation>
    </message>
    <message>
        <source>resources: {left} (biomatter = {credits} credits) = {value} → {points} points ({rest} left over)</source>
        <translation>risorse: {left} (biomateria = {credits} crediti) = {value} → {points} punti ({rest} avanzano)</translation>
    </message>
    <message>
        <source>main board side (1-2 or 3-4 players)</source>
        <translation>lato del tabellone di gioco (1–2 o 3–4 giocatori)</translation>
    </message>
    <message>
        <source>player boards: standard or asymmetric side</source>
        <translation>plance giocatore: lato standard o lato asimmetrico</translation>
    </message>
    <message>
        <source>Government Contracts variant</source>
        <translation>variante Contratti governativi</translation>
    </message>
    <message>
        <source>a tie goes to whoever is earlier in the final play order</source>
        <translation>in caso di pareggio vince chi è prima nell’ordine di gioco finale</translation>
    </message>
    <message>
        <source>{0}: your table&apos;s entry is kept (the pack differs in {1})</source>
        <translation>{0}: resta la voce del vostro tavolo (il pacchetto differisce in {1})</translation>
    </message>
    <message>
        <source>{0}: the pack&apos;s checked entry replaced yours, which was not checked ({1})</source>
        <translation>{0}: la voce verificata del pacchetto ha sostituito la vostra, non verificata ({1})</translation>
    </message>
    <message>
        <source>{0}: completed from the pack ({1})</source>
        <translation>{0}: completata dal pacchetto ({1})</translation>
    </message>
    <message>
        <source>{0}: not taken: {1}</source>
        <translation>{0}: non presa: {1}</translation>
    </message>
    <message>
        <source>special card (no number given)</source>
        <translation>carta Speciale (senza numero)</translation>
    </message>
    <message>
        <source>resources: none left</source>
        <translation>risorse: nessuna rimasta</translation>
    </message>
    <message>
        <source>end of turn: draw 1</source>
        <translation>fine turno: pesca 1 carta</translation>
    </message>
    <message>
        <source>action-cloning tile</source>
        <translation>tessera Clona Azione</translation>
    </message>
    <message>
        <source>connected cities</source>
        <translation>città connesse</translation>
    </message>
    <message>
        <source>city, {0}</source>
        <translation>città, {0}</translation>
    </message>
    <message>
        <source>tunnel, {0}</source>
        <translation>tunnel, {0}</translation>
    </message>
    <message>
        <source>building site {0}, city {1}</source>
        <translation>sito di costruzione {0}, città {1}</translation>
    </message>
    <message>
        <source>expansion site, city {0}</source>
        <translation>sito di espansione, città {0}</translation>
    </message>
    <message>
        <source>connected symbiotic cities</source>
        <translation>città simbiotiche connesse</translation>
    </message>
    <message>
        <source>connected farms</source>
        <translation>serre connesse</translation>
    </message>
    <message>
        <source>connected desalination plants</source>
        <translation>dissalatori connessi</translation>
    </message>
    <message>
        <source>connected laboratories</source>
        <translation>laboratori connessi</translation>
    </message>
    <message>
        <source>connected buildings</source>
        <translation>edifici connessi</translation>
    </message>
    <message>
        <source>connected upgraded farms</source>
        <translation>serre connesse con miglioramento</translation>
    </message>
    <message>
        <source>connected upgraded desalination plants</source>
        <translation>dissalatori connessi con miglioramento</translation>
    </message>
    <message>
        <source>connected upgraded laboratories</source>
        <translation>laboratori connessi con miglioramento</translation>
    </message>
    <message>
        <source>connected upgraded buildings</source>
        <translation>edifici connessi con miglioramento</translation>
    </message>
    <message>
        <source>upgraded tunnels</source>
        <translation>tunnel con miglioramento</translation>
    </message>
    <message>
        <source>tunnels adjacent to cities</source>
        <translation>tunnel adiacenti a città</translation>
    </message>
    <message>
        <source>upgraded tunnels adjacent to cities</source>
        <translation>tunnel con miglioramento adiacenti a città</translation>
    </message>
    <message>
        <source>connected metropolises</source>
        <translation>metropoli connesse</translation>
    </message>
    <message>
        <source>special cards played and paid</source>
        <translation>carte Speciali giocate e pagate</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>production after round {round}: run production, feeding and the end of the era</source>
        <translation>Produzione dopo il round {round}: eseguite la produzione, nutrite le città e chiudete l’Era</translation>
    </message>
    <message>
        <source>keep cards: {players} must discard down to their hand limit</source>
        <translation>tenere carte: {players} devono scartare fino al limite di mano</translation>
    </message>
    <message>
        <source>game over: final scoring</source>
        <translation>fine della partita: punteggio finale</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: reveal the top era card to place the 4th blocking tile</source>
        <translation>{turn} turno di {player}: rivelate la prima carta Era per piazzare la 4ª tessera di blocco</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: discard down to {limit}, then choose a slot</source>
        <translation>{turn} turno di {player}: scartate fino a {limit}, poi scegliete uno spazio</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: choose a slot and play a card</source>
        <translation>{turn} turno di {player}: scegliete uno spazio e giocate una carta</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: discard one action card (limit of four)</source>
        <translation>{turn} turno di {player}: scartate una carta azione (limite di quattro)</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve {effect}</source>
        <translation>{turn} turno di {player}: risolvete {effect}</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the slot&apos;s action</source>
        <translation>{turn} turno di {player}: risolvete l’azione dello spazio</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the slot&apos;s action or the played card</source>
        <translation>{turn} turno di {player}: risolvete l’azione dello spazio o la carta giocata</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the played card, or end the turn</source>
        <translation>{turn} turno di {player}: risolvete la carta giocata o terminate il turno</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: end the turn</source>
        <translation>{turn} turno di {player}: terminate il turno</translation>
    </message>
    <message>
        <source>card {number} {name}</source>
        <translation>carta {number} {name}</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>carta {number}</translation>
    </message>
    <message>
        <source>card “{name}”</source>
        <translation>carta «{name}»</translation>
    </message>
    <message>
        <source>the played card</source>
        <translation>la carta giocata</translation>
    </message>
    <message>
        <source>special card {number} “{name}”</source>
        <translation>carta Speciale {number} «{name}»</translation>
    </message>
    <message>
        <source>special card {number}</source>
        <translation>carta Speciale {number}</translation>
    </message>
    <message>
        <source>special card “{name}”</source>
        <translation>carta Speciale «{name}»</translation>
    </message>
    <message>
        <source>action card {number} {name}</source>
        <translation>carta azione {number} {name}</translation>
    </message>
    <message>
        <source>action card {number}</source>
        <translation>carta azione {number}</translation>
    </message>
    <message>
        <source>action card “{name}”</source>
        <translation>carta azione «{name}»</translation>
    </message>
    <message>
        <source>action card</source>
        <translation>carta azione</translation>
    </message>
    <message>
        <source>brown metropolis {tile}</source>
        <translation>metropoli marrone {tile}</translation>
    </message>
    <message>
        <source>brown metropolis (no tile) on {site}</source>
        <translation>metropoli marrone (nessuna tessera) su {site}</translation>
    </message>
    <message>
        <source>blue metropolis {tile}</source>
        <translation>metropoli blu {tile}</translation>
    </message>
    <message>
        <source>blue metropolis (no tile) on {site}</source>
        <translation>metropoli blu (nessuna tessera) su {site}</translation>
    </message>
    <message>
        <source>special card cost</source>
        <translation>costo della carta Speciale</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>effetto</translation>
    </message>
    <message>
        <source>paid for {effect}</source>
        <translation>pagato per {effect}</translation>
    </message>
    <message>
        <source>card {number} ({name})</source>
        <translation>carta {number} ({name})</translation>
    </message>
    <message>
        <source>Federation track</source>
        <translation>tracciato della Federazione</translation>
    </message>
</context>
</TS>
