<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Amounts</name>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Round {0} of {1} · Era {2}</source>
        <translation>Runde {0} von {1} · Ära {2}</translation>
    </message>
    <message>
        <source> · production after this round</source>
        <translation> · Produktion nach dieser Runde</translation>
    </message>
    <message>
        <source>Game over: final scoring</source>
        <translation>Spielende: Schlusswertung</translation>
    </message>
    <message>
        <source>Production after round {0}: check the breakdown, then apply it</source>
        <translation>Produktion nach Runde {0}: Aufstellung prüfen, dann anwenden</translation>
    </message>
    <message>
        <source>Era {0} begins: {1} keep cards down to the hand limit</source>
        <translation>Ära {0} beginnt: {1} behalten Karten bis zum Handkartenlimit</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn</source>
        <translation>{1} Zug von {0}</translation>
    </message>
    <message>
        <source>reveal the top era card to place the 4th blocking tile</source>
        <translation>oberste Ärakarte aufdecken, um das 4. Plättchen der unbenutzten Farbe zu legen</translation>
    </message>
    <message>
        <source>discard down to {0}, then choose a slot</source>
        <translation>auf {0} Karten abwerfen, dann einen Aktionsplatz wählen</translation>
    </message>
    <message>
        <source>choose a slot and play a card</source>
        <translation>Aktionsplatz wählen und eine Karte ausspielen</translation>
    </message>
    <message>
        <source>discard one action card (limit of four)</source>
        <translation>eine Aktionskarte abwerfen (4-Karten-Regel)</translation>
    </message>
    <message>
        <source>resolve {0}</source>
        <translation>{0} ausführen</translation>
    </message>
    <message>
        <source>resolve the slot&apos;s action and the played card, in either order</source>
        <translation>Aktion des Platzes und ausgespielte Karte ausführen, in beliebiger Reihenfolge</translation>
    </message>
    <message>
        <source>resolve the slot&apos;s action</source>
        <translation>Aktion des Platzes ausführen</translation>
    </message>
    <message>
        <source>resolve the played card, or end the turn</source>
        <translation>ausgespielte Karte ausführen oder den Zug beenden</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>Zug beenden</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Player boards</source>
        <translation>Spielerbögen</translation>
    </message>
    <message>
        <source>Board {0} ({1})</source>
        <translation>Spielerbogen {0} ({1})</translation>
    </message>
    <message>
        <source>New games use the boards you save here; the game open keeps its own.</source>
        <translation>Neue Partien verwenden die hier gespeicherten Spielerbögen; die offene Partie behält ihre eigenen.</translation>
    </message>
    <message>
        <source>Tap a site on the board to select it.</source>
        <translation>Tippe auf einen Bauplatz, um ihn auszuwählen.</translation>
    </message>
    <message>
        <source>This site</source>
        <translation>Dieser Bauplatz</translation>
    </message>
    <message>
        <source>Its marks to</source>
        <translation>Seine Aufdrucke nach</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>The city to</source>
        <translation>Die Stadt nach</translation>
    </message>
    <message>
        <source>Add a building site</source>
        <translation>Gebäudebauplatz hinzufügen</translation>
    </message>
    <message>
        <source>Add an expansion site</source>
        <translation>Erweiterungsbauplatz hinzufügen</translation>
    </message>
    <message>
        <source>Make it the start city</source>
        <translation>Zur Start-Stadt machen</translation>
    </message>
    <message>
        <source>Remove this site</source>
        <translation>Diesen Bauplatz entfernen</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielerbogen</translation>
    </message>
    <message>
        <source>New city site</source>
        <translation>Neuer Stadtbauplatz</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Tunnel site from</source>
        <translation>Tunnelbauplatz von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>nach</translation>
    </message>
    <message>
        <source>Checked against our printed board</source>
        <translation>Mit unserem gedruckten Spielerbogen abgeglichen</translation>
    </message>
    <message>
        <source>Start again from the built-in layout</source>
        <translation>Neu beginnen mit dem eingebauten Aufbau</translation>
    </message>
    <message>
        <source>Save this board</source>
        <translation>Diesen Spielerbogen speichern</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Mit deinem Exemplar abgeglichen.</translation>
    </message>
    <message>
        <source>Saved by your table; not checked against your copy.</source>
        <translation>An deinem Tisch gespeichert; nicht mit deinem Exemplar abgeglichen.</translation>
    </message>
    <message>
        <source>Built-in layout: not checked against your copy.</source>
        <translation>Eingebauter Aufbau: nicht mit deinem Exemplar abgeglichen.</translation>
    </message>
    <message>
        <source>Changes not saved yet.</source>
        <translation>Änderungen noch nicht gespeichert.</translation>
    </message>
    <message>
        <source>Cannot be saved yet: {0}</source>
        <translation>Kann noch nicht gespeichert werden: {0}</translation>
    </message>
    <message>
        <source> (start city)</source>
        <translation> (Start-Stadt)</translation>
    </message>
    <message>
        <source>Not changed: {0}</source>
        <translation>Nicht geändert: {0}</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>▶+card</source>
        <translation>▶+Karte</translation>
    </message>
    <message>
        <source>{0}pt</source>
        <translation>{0} P.</translation>
    </message>
    <message>
        <source>extra {0}</source>
        <translation>zusätzlich {0}</translation>
    </message>
    <message>
        <source>, upgraded</source>
        <translation>, aufgewertet</translation>
    </message>
    <message>
        <source>, connected</source>
        <translation>, verbunden</translation>
    </message>
    <message>
        <source>, not connected</source>
        <translation>, nicht verbunden</translation>
    </message>
</context>
<context>
    <name>CalibrateBar</name>
    <message>
        <source>Check the slot colours</source>
        <translation>Farben der Aktionsplätze prüfen</translation>
    </message>
    <message>
        <source>Player boards…</source>
        <translation>Spielerbögen…</translation>
    </message>
    <message>
        <source>Tap each slot whose colour matches your main board (a ? marks those not checked yet); tap again to change it. Saved for every later game.</source>
        <translation>Tippe auf jeden Aktionsplatz, dessen Farbe zu deinem Hauptspielplan passt (ein ? markiert die noch nicht geprüften); tippe erneut, um sie zu ändern. Gilt für jede spätere Partie.</translation>
    </message>
    <message>
        <source>Done checking the colours</source>
        <translation>Farbprüfung beenden</translation>
    </message>
</context>
<context>
    <name>CardDetails</name>
    <message>
        <source>number: not said</source>
        <translation>Nummer: nicht angegeben</translation>
    </message>
    <message>
        <source>name (a new library entry)</source>
        <translation>Name (neuer Eintrag in der Bibliothek)</translation>
    </message>
    <message>
        <source>not a special card</source>
        <translation>keine Spezialkarte</translation>
    </message>
    <message>
        <source>special card costing {0} credits</source>
        <translation>Spezialkarte für {0} Credits</translation>
    </message>
    <message>
        <source>+1 hand limit</source>
        <translation>+1 Handkartenlimit</translation>
    </message>
    <message>
        <source>Its type places the tile (keys 1–5):</source>
        <translation>Ihr Typ legt das Plättchen (Tasten 1–5):</translation>
    </message>
    <message>
        <source>Save to the library and place</source>
        <translation>In der Bibliothek speichern und legen</translation>
    </message>
    <message>
        <source>In the library: {0} ({1}) — nothing more to say.</source>
        <translation>In der Bibliothek: {0} ({1}) — mehr ist nicht anzugeben.</translation>
    </message>
    <message>
        <source>Place {0} (1–5)</source>
        <translation>{0} legen (1–5)</translation>
    </message>
    <message>
        <source>Not in the library yet: its name, type (keys 1–5) and effect, once — it is never asked again.</source>
        <translation>Noch nicht in der Bibliothek: Name, Typ (Tasten 1–5) und Effekt, einmalig — danach wird nie wieder gefragt.</translation>
    </message>
    <message>
        <source>Place without saving</source>
        <translation>Ohne Speichern legen</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Correct {0}&apos;s counters and board</source>
        <translation>Zähler und Spielerbogen von {0} korrigieren</translation>
    </message>
    <message>
        <source>Set each value to what the table sees; say why. The history keeps it.</source>
        <translation>Stelle jeden Wert so ein, wie er auf dem Tisch liegt, und nenne den Grund. Der Verlauf hält es fest.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Handkarten</translation>
    </message>
    <message>
        <source>— no board site —</source>
        <translation>— kein Bauplatz —</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>aufgewertet</translation>
    </message>
    <message>
        <source>Board site</source>
        <translation>Bauplatz</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Darauf</translation>
    </message>
    <message>
        <source>why (required), e.g. &apos;forgot the site bonus&apos;</source>
        <translation>Grund (Pflicht), z. B. „Bonus des Bauplatzes vergessen“</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>{0} (now {1})</source>
        <translation>{0} (jetzt {1})</translation>
    </message>
</context>
<context>
    <name>EffectEditor</name>
    <message>
        <source>no effect to enter (name and type only)</source>
        <translation>kein Effekt einzugeben (nur Name und Typ)</translation>
    </message>
    <message>
        <source>the table resolves it (enter its result when it fires)</source>
        <translation>der Tisch handelt sie ab (Ergebnis eingeben, wenn sie wirkt)</translation>
    </message>
    <message>
        <source>gain resources, cards, points</source>
        <translation>Ressourcen, Karten, Punkte erhalten</translation>
    </message>
    <message>
        <source>build (at usual cost)</source>
        <translation>bauen (zu den üblichen Kosten)</translation>
    </message>
    <message>
        <source>upgrade structures (1 science each)</source>
        <translation>Strukturen aufwerten (je 1 Wissenschaft)</translation>
    </message>
    <message>
        <source>use action cards</source>
        <translation>Aktionskarten nutzen</translation>
    </message>
    <message>
        <source>advance on the Federation track</source>
        <translation>auf der Staatenbund-Leiste voranschreiten</translation>
    </message>
    <message>
        <source>take 1 special card</source>
        <translation>1 Spezialkarte nehmen</translation>
    </message>
    <message>
        <source>gain different resources, 1 each</source>
        <translation>verschiedene Ressourcen erhalten, je 1</translation>
    </message>
    <message>
        <source>whenever …, gain …</source>
        <translation>immer wenn …, erhalte …</translation>
    </message>
    <message>
        <source>hand limit +1</source>
        <translation>Handkartenlimit +1</translation>
    </message>
    <message>
        <source>a fixed gain each production</source>
        <translation>ein fester Ertrag in jeder Produktion</translation>
    </message>
    <message>
        <source>a gain per counted thing</source>
        <translation>ein Ertrag pro gezähltem Ding</translation>
    </message>
    <message>
        <source>a gain per connected city with buildings</source>
        <translation>ein Ertrag pro verbundener Stadt mit Gebäuden</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>feste Punkte</translation>
    </message>
    <message>
        <source>points per counted thing</source>
        <translation>Punkte pro gezähltem Ding</translation>
    </message>
    <message>
        <source>points by a threshold table</source>
        <translation>Punkte nach einer Stufentabelle</translation>
    </message>
    <message>
        <source>points per complete set</source>
        <translation>Punkte pro vollständigem Satz</translation>
    </message>
    <message>
        <source>pay resources for points (conversion)</source>
        <translation>Ressourcen für Punkte bezahlen (Umtausch)</translation>
    </message>
    <message>
        <source>points per connected city with buildings</source>
        <translation>Punkte pro verbundener Stadt mit Gebäuden</translation>
    </message>
    <message>
        <source>structures</source>
        <translation>Strukturen</translation>
    </message>
    <message>
        <source>action cards</source>
        <translation>Aktionskarten</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>and upgrade it for 1 science</source>
        <translation>und für 1 Wissenschaft aufwerten</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Baue</translation>
    </message>
    <message>
        <source>and also gain:</source>
        <translation>und erhalte außerdem:</translation>
    </message>
    <message>
        <source>no condition</source>
        <translation>keine Bedingung</translation>
    </message>
    <message>
        <source>Only with at least</source>
        <translation>Nur mit mindestens</translation>
    </message>
    <message>
        <source>whenever you choose a slot that does not match your card</source>
        <translation>immer wenn du einen Aktionsplatz wählst, der nicht zu deiner Karte passt</translation>
    </message>
    <message>
        <source>whenever you reach space 3 of the Federation track</source>
        <translation>immer wenn du Feld 3 der Staatenbund-Leiste erreichst</translation>
    </message>
    <message>
        <source>whenever you build the 2nd laboratory of a connected city</source>
        <translation>immer wenn du das 2. Labor einer verbundenen Stadt baust</translation>
    </message>
    <message>
        <source>whenever you build the 2nd desalination plant of a connected city</source>
        <translation>immer wenn du die 2. Entsalzungsanlage einer verbundenen Stadt baust</translation>
    </message>
    <message>
        <source>whenever an action slot gives you at least 1 steelplast</source>
        <translation>immer wenn dir ein Aktionsplatz mindestens 1 Stahlplastik gibt</translation>
    </message>
    <message>
        <source>whenever your network connects to a new metropolis</source>
        <translation>immer wenn sich dein Netzwerk mit einer neuen Metropole verbindet</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ohne Grenze</translation>
    </message>
    <message>
        <source>per</source>
        <translation>pro</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>höchstens</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>aufgewertet</translation>
    </message>
    <message>
        <source>each connected city with at least</source>
        <translation>jede verbundene Stadt mit mindestens</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>unbenutzt</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <source>Pay:</source>
        <translation>Bezahle:</translation>
    </message>
    <message>
        <source>as often as you can</source>
        <translation>so oft du kannst</translation>
    </message>
    <message>
        <source>Set its numbers: {0}</source>
        <translation>Zahlen einstellen: {0}</translation>
    </message>
    <message>
        <source>For {0} — {1}</source>
        <translation>Für {0} — {1}</translation>
    </message>
</context>
<context>
    <name>EraKeepPanel</name>
    <message>
        <source>What production gave</source>
        <translation>Was die Produktion ergab</translation>
    </message>
    <message>
        <source>{0}: feeding — {1}</source>
        <translation>{0}: Ernährung — {1}</translation>
    </message>
    <message>
        <source>Era {0} begins</source>
        <translation>Ära {0} beginnt</translation>
    </message>
    <message>
        <source>Action cards are refreshed. Each player drew 3 cards of the new era and keeps 3 of their whole hand (4 with +1 hand limit).</source>
        <translation>Die Aktionskarten sind wieder verfügbar. Jeder Spieler hat 3 Karten der neuen Ära gezogen und behält 3 seiner gesamten Handkarten (4 mit +1 Handkartenlimit).</translation>
    </message>
    <message>
        <source>{0}: holds {1}, keeps {2}</source>
        <translation>{0}: hält {1}, behält {2}</translation>
    </message>
    <message>
        <source>Discard {0}</source>
        <translation>{0} abwerfen</translation>
    </message>
    <message>
        <source>✓ kept</source>
        <translation>✓ behalten</translation>
    </message>
</context>
<context>
    <name>FinalDetail</name>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Track points</source>
        <translation>Punkte auf der Leiste</translation>
    </message>
    <message>
        <source>Brown metropolis</source>
        <translation>Braune Metropole</translation>
    </message>
    <message>
        <source>End-scoring cards</source>
        <translation>Schlusswertungskarten</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Lines the table must settle</source>
        <translation>Zeilen, die der Tisch festlegen muss</translation>
    </message>
    <message>
        <source>Apply these amounts</source>
        <translation>Diese Beträge übernehmen</translation>
    </message>
    <message>
        <source>Totals with these amounts: {0}</source>
        <translation>Summen mit diesen Beträgen: {0}</translation>
    </message>
    <message>
        <source>{0} tie; the tie goes to whoever is earlier in the final play order ({1}).</source>
        <translation>Gleichstand zwischen {0}; es gewinnt, wer in der letzten Zugfolge früher kommt ({1}).</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Rechnung</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>1 brown metropolis</source>
        <translation>1 braune Metropole</translation>
    </message>
    <message>
        <source>2 end-scoring cards</source>
        <translation>2 Schlusswertungskarten</translation>
    </message>
    <message>
        <source>3 cities</source>
        <translation>3 Städte</translation>
    </message>
    <message>
        <source>4 resources</source>
        <translation>4 Ressourcen</translation>
    </message>
    <message>
        <source>track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>points before scoring</source>
        <translation>Punkte vor der Wertung</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Resources are spent where they buy the most points: end-scoring cards first; then biomatter sells for 2 credits each and every 4 credits, kelp, science and steelplast, in any mix, score 1 point (German rulebook p. 17). After the cards: {0} → {1} points; only the remainder ({2}) scores nothing.</source>
        <translation>Ressourcen werden dort ausgegeben, wo sie die meisten Punkte bringen: zuerst für Schlusswertungskarten; dann wird Biomasse für je 2 Credits verkauft, und je 4 Credits, Tang, Wissenschaft und Stahlplastik, in beliebiger Kombination, bringen 1 Punkt (Regelheft S. 17). Nach den Karten: {0} → {1} Punkte; nur der Rest ({2}) zählt nicht.</translation>
    </message>
    <message>
        <source>⚠ 1 line waits for the table to say what it scored.</source>
        <translation>⚠ 1 Zeile wartet darauf, dass der Tisch ihre Punkte angibt.</translation>
    </message>
    <message>
        <source>⚠ {0} lines wait for the table to say what they scored.</source>
        <translation>⚠ {0} Zeilen warten darauf, dass der Tisch ihre Punkte angibt.</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Punkte je Runde</translation>
    </message>
    <message>
        <source>round ({0}: after the last production and final scoring)</source>
        <translation>Runde ({0}: nach der letzten Produktion und der Schlusswertung)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Final scoring (projection: the game is not over)</source>
        <translation>Schlusswertung (Vorschau: das Spiel läuft noch)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Zurück zum Tisch</translation>
    </message>
    <message>
        <source>Games list</source>
        <translation>Partienliste</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>BG Stats play…</source>
        <translation>BG-Stats-Partie…</translation>
    </message>
    <message>
        <source>Score sheet (PDF)…</source>
        <translation>Wertungsblatt (PDF)…</translation>
    </message>
    <message>
        <source>Duration {0} · thinking time: {1}</source>
        <translation>Dauer {0} · Bedenkzeit: {1}</translation>
    </message>
    <message>
        <source>★ {0} wins with {1} points.</source>
        <translation>★ {0} gewinnt mit {1} Punkten.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>FinishedPanel</name>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
    <message>
        <source>The boards beside show how every network ended. Nothing more can be tapped.</source>
        <translation>Die Spielerbögen daneben zeigen, wie jedes Netzwerk endete. Es gibt nichts mehr zu tippen.</translation>
    </message>
    <message>
        <source>Show final scoring</source>
        <translation>Schlusswertung zeigen</translation>
    </message>
    <message>
        <source>Final play order (it breaks ties): {0}</source>
        <translation>Letzte Zugfolge (entscheidet Gleichstände): {0}</translation>
    </message>
</context>
<context>
    <name>FixDialog</name>
    <message>
        <source>Fix tap {0}</source>
        <translation>Eingabe {0} korrigieren</translation>
    </message>
    <message>
        <source>Tap {0} says: {1}</source>
        <translation>Eingabe {0}: {1}</translation>
    </message>
    <message>
        <source>Change what was wrong. Every later tap is checked again; any that became illegal is kept as a conflict for you to fix or delete.</source>
        <translation>Ändere, was falsch war. Jede spätere Eingabe wird erneut geprüft; wird eine dadurch regelwidrig, bleibt sie als Konflikt stehen, bis du sie korrigierst oder löschst.</translation>
    </message>
</context>
<context>
    <name>FixStrip</name>
    <message>
        <source>Edit fields…</source>
        <translation>Felder bearbeiten…</translation>
    </message>
    <message>
        <source>Change the tap&apos;s details in a form instead</source>
        <translation>Die Angaben der Eingabe stattdessen in einem Formular ändern</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Fixing tap {0}: {1} — tap what really happened; Esc cancels</source>
        <translation>Eingabe {0} wird korrigiert: {1} — tippe, was wirklich geschah; Esc bricht ab</translation>
    </message>
    <message>
        <source>Tap {0} fixed. ⚠ Taps now in conflict: {1}. Fix or delete each one in the History.</source>
        <translation>Eingabe {0} korrigiert. ⚠ Eingaben jetzt im Konflikt: {1}. Jede im Verlauf korrigieren oder löschen.</translation>
    </message>
    <message>
        <source>Tap {0} fixed; every later tap still holds.</source>
        <translation>Eingabe {0} korrigiert; alle späteren Eingaben gelten weiter.</translation>
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
        <translation>Sie gab:</translation>
    </message>
    <message>
        <source>It cost:</source>
        <translation>Sie kostete:</translation>
    </message>
    <message>
        <source>Record it</source>
        <translation>Eintragen</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>New game: which game?</source>
        <translation>Neue Partie: welches Spiel?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Thinking time: {0}</source>
        <translation>Bedenkzeit: {0}</translation>
    </message>
    <message>
        <source>{0} #{1}</source>
        <translation>{0} #{1}</translation>
    </message>
    <message>
        <source>damaged: cannot be read (export what reads, or delete it)</source>
        <translation>beschädigt: nicht lesbar (exportiere, was lesbar ist, oder lösche es)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>round {0} of {1}</source>
        <translation>Runde {0} von {1}</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>Runde {0}</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Take back every tap of this turn (with none yet: the previous turn); Redo plays them again one by one</source>
        <translation>Alle Eingaben dieses Zuges zurücknehmen (gibt es noch keine: den vorigen Zug); Wiederholen spielt sie einzeln wieder ein</translation>
    </message>
    <message>
        <source>Fix at the table</source>
        <translation>Am Tisch korrigieren</translation>
    </message>
    <message>
        <source>Show the game just before this tap and tap what really happened</source>
        <translation>Das Spiel direkt vor dieser Eingabe zeigen und tippen, was wirklich geschah</translation>
    </message>
    <message>
        <source>Edit fields…</source>
        <translation>Felder bearbeiten…</translation>
    </message>
    <message>
        <source>Delete this tap</source>
        <translation>Diese Eingabe löschen</translation>
    </message>
    <message>
        <source>(by the app)</source>
        <translation>(von der App)</translation>
    </message>
    <message>
        <source>conflict: {0}</source>
        <translation>Konflikt: {0}</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>rückgängig gemacht</translation>
    </message>
    <message>
        <source>(fixing at the table)</source>
        <translation>(wird am Tisch korrigiert)</translation>
    </message>
    <message>
        <source>⚠ Taps in conflict: {0}. Fix or delete each one.</source>
        <translation>⚠ Eingaben im Konflikt: {0}. Jede korrigieren oder löschen.</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Board-game companion</source>
        <translation>Brettspiel-Begleiter</translation>
    </message>
    <message>
        <source>Keeps the bookkeeping of a physical game: whose turn it is, the tracks, the slots, every network; runs production and final scoring with their working.</source>
        <translation>Führt Buch über eine Partie am Tisch: wer am Zug ist, die Leisten, die Aktionsplätze, jedes Netzwerk; rechnet Produktion und Schlusswertung samt Rechenweg.</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Neue Partie (Strg+N)</translation>
    </message>
    <message>
        <source>Continue the selected game</source>
        <translation>Gewählte Partie fortsetzen</translation>
    </message>
    <message>
        <source>Card library</source>
        <translation>Kartenbibliothek</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Finished or not</source>
        <translation>Abgeschlossen oder nicht</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Search a title or a player</source>
        <translation>Titel oder Spieler suchen</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Export ▾</source>
        <translation>Exportieren ▾</translation>
    </message>
    <message>
        <source>The selected game as a file, a BG Stats play or a score sheet; every result</source>
        <translation>Die gewählte Partie als Datei, BG-Stats-Partie oder Wertungsblatt; alle Ergebnisse</translation>
    </message>
    <message>
        <source>No games yet: start one with New game.</source>
        <translation>Noch keine Partien: startet eine mit „Neue Partie“.</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Keine Partie passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>Games: {0}</source>
        <translation>Partien: {0}</translation>
    </message>
    <message>
        <source>Game file (.jsonl)…</source>
        <translation>Partiedatei (.jsonl)…</translation>
    </message>
    <message>
        <source>BG Stats play (.bgsplay)…</source>
        <translation>BG-Stats-Partie (.bgsplay)…</translation>
    </message>
    <message>
        <source>Score sheet (PDF)…</source>
        <translation>Wertungsblatt (PDF)…</translation>
    </message>
    <message>
        <source>Results shown, as CSV…</source>
        <translation>Angezeigte Ergebnisse als CSV…</translation>
    </message>
    <message>
        <source>Results shown, as JSON…</source>
        <translation>Angezeigte Ergebnisse als JSON…</translation>
    </message>
    <message>
        <source>Export a game</source>
        <translation>Ein Spiel exportieren</translation>
    </message>
    <message>
        <source>Game files (*.jsonl)</source>
        <translation>Spieldateien (*.jsonl)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>{0} konnte nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Partie löschen</translation>
    </message>
    <message>
        <source>Delete game #{0} ({1}) and its whole history? This cannot be undone.</source>
        <translation>Partie #{0} ({1}) mit ihrem ganzen Verlauf löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
</context>
<context>
    <name>KindTab</name>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Verteilung der Punkte</translation>
    </message>
    <message>
        <source>First-player advantage: wins by position</source>
        <translation>Vorteil des Startspielers: Siege nach Position</translation>
    </message>
    <message>
        <source>Average score by player count</source>
        <translation>Durchschnittliche Punkte nach Spielerzahl</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Punkte nach Kategorie</translation>
    </message>
    <message>
        <source>Points by category and group</source>
        <translation>Punkte nach Kategorie und Gruppe</translation>
    </message>
    <message>
        <source>{0} finished games · average duration {1}</source>
        <translation>{0} beendete Partien · durchschnittliche Dauer {1}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>fair game</source>
        <translation>faires Spiel</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Siegquote (%)</translation>
    </message>
    <message>
        <source>Fair game (%)</source>
        <translation>Faires Spiel (%)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Winners&apos; average</source>
        <translation>Durchschnitt der Sieger</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
</context>
<context>
    <name>LibraryScreen</name>
    <message>
        <source>Card library</source>
        <translation>Kartenbibliothek</translation>
    </message>
    <message>
        <source>Search number, name, text…</source>
        <translation>Nummer, Name, Text suchen…</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Metropolis tiles</source>
        <translation>Metropolenplättchen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Import a pack…</source>
        <translation>Paket importieren …</translation>
    </message>
    <message>
        <source>Export what the table taught…</source>
        <translation>Exportieren, was der Tisch eingegeben hat …</translation>
    </message>
    <message>
        <source>Import a pack</source>
        <translation>Paket importieren</translation>
    </message>
    <message>
        <source>Packs (*.json)</source>
        <translation>Pakete (*.json)</translation>
    </message>
    <message>
        <source>Export what the table taught</source>
        <translation>Exportieren, was der Tisch eingegeben hat</translation>
    </message>
    <message>
        <source>Player boards…</source>
        <translation>Spielerbögen…</translation>
    </message>
    <message>
        <source>Add or teach a card the table met</source>
        <translation>Eine Karte hinzufügen oder beibringen, die am Tisch vorkam</translation>
    </message>
    <message>
        <source>Edit the selected card</source>
        <translation>Gewählte Karte bearbeiten</translation>
    </message>
    <message>
        <source>Save to the library</source>
        <translation>In der Bibliothek speichern</translation>
    </message>
    <message>
        <source>Select a card in the list first.</source>
        <translation>Wähle zuerst eine Karte in der Liste.</translation>
    </message>
    <message>
        <source>resolved by the table</source>
        <translation>vom Tisch abgehandelt</translation>
    </message>
    <message>
        <source>effect known</source>
        <translation>Effekt bekannt</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>keine Nummer</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>Name wie aufgedruckt</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>Farbe unbekannt</translation>
    </message>
    <message>
        <source>the card&apos;s text, as printed</source>
        <translation>Kartentext wie aufgedruckt</translation>
    </message>
    <message>
        <source>not recorded yet</source>
        <translation>noch nicht erfasst</translation>
    </message>
    <message>
        <source>Added {0}.</source>
        <translation>{0} hinzugefügt.</translation>
    </message>
    <message>
        <source>Imported {0} new entries ({1} already known).</source>
        <translation>{0} neue Einträge importiert ({1} schon bekannt).</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>{0} gespeichert.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Board-game companion</source>
        <translation>Brettspiel-Begleiter</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Light / dark</source>
        <translation>Hell / dunkel</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Prognose</translation>
    </message>
    <message>
        <source>Teaching mode</source>
        <translation>Lernmodus</translation>
    </message>
    <message>
        <source>Bigger text</source>
        <translation>Größere Schrift</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere Schrift</translation>
    </message>
    <message>
        <source>Text size as on this screen</source>
        <translation>Schriftgröße passend zum Bildschirm</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>{0} #{1} — Board-game companion</source>
        <translation>{0} #{1} — Brettspiel-Begleiter</translation>
    </message>
    <message>
        <source>Card library: which game?</source>
        <translation>Kartenbibliothek: welches Spiel?</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Game open elsewhere</source>
        <translation>Partie anderswo geöffnet</translation>
    </message>
    <message>
        <source>Open it read-only here?</source>
        <translation>Hier nur zum Lesen öffnen?</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>This app cannot show that game.</source>
        <translation>Diese App kann dieses Spiel nicht anzeigen.</translation>
    </message>
    <message>
        <source>Take back the last tap (Ctrl+Z)</source>
        <translation>Letzte Eingabe zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Play the undone tap again (Ctrl+Shift+Z)</source>
        <translation>Zurückgenommene Eingabe wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Every tap in words (Ctrl+H)</source>
        <translation>Jede Eingabe in Worten (Strg+H)</translation>
    </message>
    <message>
        <source>What each network would produce now, and what one more tunnel would change (Ctrl+P)</source>
        <translation>Was jedes Netzwerk jetzt produzieren würde und was ein weiterer Tunnel ändern würde (Strg+P)</translation>
    </message>
    <message>
        <source>Back to the games list</source>
        <translation>Zurück zur Partienliste</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Resume the game clock</source>
        <translation>Spieluhr weiterlaufen lassen</translation>
    </message>
    <message>
        <source>Pause the game clock</source>
        <translation>Spieluhr anhalten</translation>
    </message>
    <message>
        <source>Back up every game…</source>
        <translation>Alle Partien sichern…</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Sicherung wiederherstellen…</translation>
    </message>
    <message>
        <source>Teaching ▾</source>
        <translation>Lernmodus ▾</translation>
    </message>
    <message>
        <source>Teaching mode: a guide and lessons for new players (Ctrl+T)</source>
        <translation>Lernmodus: Anleitung und Lektionen für neue Spieler (Strg+T)</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>{0} anleiten</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Player board</source>
        <translation>Spielerbogen</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Lernmodus</translation>
    </message>
    <message>
        <source>Teaching mode: a guide through setup and every turn, and short lessons when a player first meets a rule</source>
        <translation>Lernmodus: Anleitung durch Aufbau und jeden Zug, kurze Lektionen, wenn jemand einer Regel zum ersten Mal begegnet</translation>
    </message>
    <message>
        <source>Main board side</source>
        <translation>Seite des Hauptspielplans</translation>
    </message>
    <message>
        <source>as the player count says</source>
        <translation>nach Spielerzahl</translation>
    </message>
    <message>
        <source>3–4 players side</source>
        <translation>Seite für 3–4 Spieler</translation>
    </message>
    <message>
        <source>1–2 players side</source>
        <translation>Seite für 1–2 Spieler</translation>
    </message>
    <message>
        <source>Player boards</source>
        <translation>Spielerbögen</translation>
    </message>
    <message>
        <source>standard (#1–4, first games)</source>
        <translation>Standard (#1–4, erste Partien)</translation>
    </message>
    <message>
        <source>asymmetric (#5–8, experts)</source>
        <translation>asymmetrisch (#5–8, Profis)</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>government contracts</source>
        <translation>Regierungsaufträge</translation>
    </message>
    <message>
        <source>Solo difficulty (blocking tiles on the n-th slot)</source>
        <translation>Solo-Schwierigkeit (Plättchen der unbenutzten Farbe auf dem n-ten Platz)</translation>
    </message>
    <message>
        <source>Tunnel tiles in the box (46; the English edition 47)</source>
        <translation>Tunnelplättchen in der Schachtel (46; englische Ausgabe 47)</translation>
    </message>
    <message>
        <source>Play order for round 1</source>
        <translation>Zugfolge für Runde 1</translation>
    </message>
    <message>
        <source>the app draws it</source>
        <translation>die App lost sie aus</translation>
    </message>
    <message>
        <source>as the table drew it:</source>
        <translation>wie am Tisch gelost:</translation>
    </message>
    <message>
        <source>The app deals the metropolis tiles</source>
        <translation>Die App verteilt die Metropolenplättchen</translation>
    </message>
    <message>
        <source>Enter them as drawn, by their printed names (1 brown and 2 blue each)</source>
        <translation>Wie gezogen eingeben, mit ihren aufgedruckten Namen (je 1 braune und 2 blaue)</translation>
    </message>
    <message>
        <source>{0} and {1} both chose {2}: each player needs a colour of their own.</source>
        <translation>{0} und {1} haben beide {2} gewählt: Jeder Spieler braucht eine eigene Farbe.</translation>
    </message>
    <message>
        <source>New game: metropolis tiles and special cards</source>
        <translation>Neues Spiel: Metropolen und Spezialkarten</translation>
    </message>
    <message>
        <source>Setting up the table, step by step</source>
        <translation>Spielvorbereitung Schritt für Schritt</translation>
    </message>
    <message>
        <source>dealt by the app</source>
        <translation>von der App verteilt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main board&lt;/b&gt;: {0} side · &lt;b&gt;player boards&lt;/b&gt;: {1}</source>
        <translation>&lt;b&gt;Hauptspielplan&lt;/b&gt;: Seite {0} · &lt;b&gt;Spielerbögen&lt;/b&gt;: {1}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play order, round 1&lt;/b&gt;: {0}</source>
        <translation>&lt;b&gt;Zugfolge, Runde 1&lt;/b&gt;: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Federation start positions and seat bonuses&lt;/b&gt;:</source>
        <translation>&lt;b&gt;Startfelder auf der Staatenbund-Leiste und Boni&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>below space 4</source>
        <translation>unter Feld 4</translation>
    </message>
    <message>
        <source>space {0}</source>
        <translation>Feld {0}</translation>
    </message>
    <message>
        <source>, bonus {0}</source>
        <translation>, Bonus {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Boards and metropolis tiles&lt;/b&gt;:</source>
        <translation>&lt;b&gt;Spielerbögen und Metropolenplättchen&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>&amp;nbsp;&amp;nbsp;{0}: board {1}; {2}</source>
        <translation>&amp;nbsp;&amp;nbsp;{0}: Spielerbogen {1}; {2}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Opening hands&lt;/b&gt;: each player draws 6 Era I cards and keeps 3 ({0}).</source>
        <translation>&lt;b&gt;Starthand&lt;/b&gt;: Jeder zieht 6 Karten der Ära I und behält 3 ({0}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Starting resources&lt;/b&gt;: {0} each, plus the seat bonuses above.</source>
        <translation>&lt;b&gt;Startressourcen&lt;/b&gt;: je {0}, dazu die Boni oben.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>New game: players</source>
        <translation>Neue Partie: Spieler</translation>
    </message>
    <message>
        <source>New game: table and variants</source>
        <translation>Neue Partie: Tisch und Varianten</translation>
    </message>
    <message>
        <source>New game: check and start</source>
        <translation>Neue Partie: prüfen und starten</translation>
    </message>
</context>
<context>
    <name>PlayerForecast</name>
    <message>
        <source>After: {0}; score: {1}</source>
        <translation>Danach: {0}; Punkte: {1}</translation>
    </message>
    <message>
        <source>One more tunnel would have changed:</source>
        <translation>Ein weiterer Tunnel hätte geändert:</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Correct…</source>
        <translation>Korrigieren…</translation>
    </message>
    <message>
        <source>Set any counter or board site by hand, with a reason</source>
        <translation>Beliebigen Zähler oder Bauplatz von Hand setzen, mit Grund</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 P.</translation>
    </message>
    <message>
        <source>{0} pts</source>
        <translation>{0} P.</translation>
    </message>
    <message>
        <source>▶ now playing: {0} turn of 3</source>
        <translation>▶ am Zug: {0} Zug von 3</translation>
    </message>
    <message>
        <source>Hand: {0} cards (limit {1})</source>
        <translation>Hand: {0} Karten (Limit {1})</translation>
    </message>
    <message>
        <source>  ⚠ over the limit</source>
        <translation>  ⚠ über dem Limit</translation>
    </message>
    <message>
        <source> (used)</source>
        <translation> (genutzt)</translation>
    </message>
    <message>
        <source>Action cards {0} of {1}: {2}</source>
        <translation>Aktionskarten {0} von {1}: {2}</translation>
    </message>
    <message>
        <source>{0} unnamed</source>
        <translation>{0} ohne Namen</translation>
    </message>
    <message>
        <source>Special cards paid: {0}</source>
        <translation>Bezahlte Spezialkarten: {0}</translation>
    </message>
    <message>
        <source>No claimed cards yet</source>
        <translation>Noch keine beanspruchten Karten</translation>
    </message>
    <message>
        <source>{0} ({1}): {2} points</source>
        <translation>{0} ({1}): {2} Punkte</translation>
    </message>
</context>
<context>
    <name>PlayerTab</name>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>Plays and wins</source>
        <translation>Partien und Siege</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>Thinking time</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Everyone who sat at a table. Renaming or merging keeps every game as it was played; lessons seen follow the player.</source>
        <translation>Alle, die an einem Tisch saßen. Umbenennen oder Zusammenführen lässt jede Partie, wie sie gespielt wurde; gesehene Lektionen folgen dem Spieler.</translation>
    </message>
    <message>
        <source>Avatar</source>
        <translation>Avatar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Merge into…</source>
        <translation>Zusammenführen mit…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Spieler umbenennen</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Spieler zusammenführen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation>{0} ist dieselbe Person wie:</translation>
    </message>
    <message>
        <source>Merge {0} into {1}? {0}&apos;s {2} games and lessons seen move to {1}; each game keeps the name it was played under.</source>
        <translation>{0} mit {1} zusammenführen? Die {2} Partien und gesehenen Lektionen von {0} gehen an {1}; jede Partie behält den Namen, unter dem sie gespielt wurde.</translation>
    </message>
</context>
<context>
    <name>ProductionPanel</name>
    <message>
        <source>Only connected things produce. Check each line against the boards; choices that cards offer are below each table. Feeding follows: each connected city eats 1 kelp, else 1 biomatter, else costs 3 points.</source>
        <translation>Nur Verbundenes produziert. Prüfe jede Zeile am Spielerbogen; Wahlmöglichkeiten von Karten stehen unter jeder Tabelle. Danach werden die Städte ernährt: jede verbundene Stadt isst 1 Tang, sonst 1 Biomasse, sonst kostet sie 3 Punkte.</translation>
    </message>
    <message>
        <source>Skip the lines marked ⚠: they gave nothing</source>
        <translation>Die mit ⚠ markierten Zeilen überspringen: sie gaben nichts</translation>
    </message>
    <message>
        <source>Apply production and feeding (P)</source>
        <translation>Produktion und Ernährung anwenden (P)</translation>
    </message>
    <message>
        <source>Production after round {0} — end of era {1}</source>
        <translation>Produktion nach Runde {0} — Ende der Ära {1}</translation>
    </message>
    <message>
        <source>Settle or skip every line marked ⚠ first.</source>
        <translation>Lege zuerst jede mit ⚠ markierte Zeile fest oder überspringe sie.</translation>
    </message>
</context>
<context>
    <name>ProgressionScreen</name>
    <message>
        <source>Score progression — {0} #{1}</source>
        <translation>Punkteverlauf — {0} #{1}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Points after each tap</source>
        <translation>Punkte nach jeder Eingabe</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
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
        <translation>Runde {0} ist vorbei</translation>
    </message>
</context>
<context>
    <name>SettleLine</name>
    <message>
        <source>{0}: what did it give?</source>
        <translation>{0}: was hat sie gebracht?</translation>
    </message>
    <message>
        <source>{0}: what did it score?</source>
        <translation>{0}: wie viele Punkte hat sie gebracht?</translation>
    </message>
    <message>
        <source>It paid resources…</source>
        <translation>Sie kostete Ressourcen…</translation>
    </message>
    <message>
        <source>Skip: it gave nothing</source>
        <translation>Überspringen: sie brachte nichts</translation>
    </message>
    <message>
        <source>Teach the effect for good…</source>
        <translation>Den Effekt dauerhaft beibringen…</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>festgelegt</translation>
    </message>
    <message>
        <source>not settled yet</source>
        <translation>noch nicht festgelegt</translation>
    </message>
</context>
<context>
    <name>SiteMarks</name>
    <message>
        <source>Bonus when built</source>
        <translation>Bonus beim Bauen</translation>
    </message>
    <message>
        <source>advance on the Federation track and draw a card</source>
        <translation>auf der Staatenbund-Leiste vorrücken und eine Karte ziehen</translation>
    </message>
    <message>
        <source>Surcharge to build here</source>
        <translation>Zusatzzahlung zum Bauen hier</translation>
    </message>
    <message>
        <source>2× multiplier</source>
        <translation>2× Multiplikator</translation>
    </message>
    <message>
        <source>tunnel produces ×</source>
        <translation>Tunnel produziert ×</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>SlotBoard</name>
    <message>
        <source>✓ checked: tap to change</source>
        <translation>✓ geprüft: tippen zum Ändern</translation>
    </message>
    <message>
        <source>not checked: tap if right</source>
        <translation>nicht geprüft: tippen, wenn richtig</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>clone: 1 credit</source>
        <translation>kopieren: 1 Credit</translation>
    </message>
    <message>
        <source>not usable</source>
        <translation>nicht nutzbar</translation>
    </message>
    <message>
        <source>Action-cloning tile: used this round</source>
        <translation>Aktionskopie-Plättchen: in dieser Runde genutzt</translation>
    </message>
    <message>
        <source>Action-cloning tile: free (1 credit, on a slot another player holds)</source>
        <translation>Aktionskopie-Plättchen: frei (1 Credit, auf einem Platz, den jemand anderes besetzt)</translation>
    </message>
</context>
<context>
    <name>SlotKeys</name>
    <message>
        <source>Choose the slot with that number (1–15); on a match, the card&apos;s type (1–5)</source>
        <translation>Den Aktionsplatz mit dieser Nummer wählen (1–15); bei passender Farbe den Kartentyp (1–5)</translation>
    </message>
    <message>
        <source>The always-available slot</source>
        <translation>Der jederzeit verfügbare Aktionsplatz</translation>
    </message>
    <message>
        <source>The played card is green</source>
        <translation>Die gespielte Karte ist grün</translation>
    </message>
    <message>
        <source>The played card is red</source>
        <translation>Die gespielte Karte ist rot</translation>
    </message>
    <message>
        <source>The played card is yellow</source>
        <translation>Die gespielte Karte ist gelb</translation>
    </message>
    <message>
        <source>Resolve the played card</source>
        <translation>Die gespielte Karte ausführen</translation>
    </message>
    <message>
        <source>Finish the effect</source>
        <translation>Den Effekt abschließen</translation>
    </message>
    <message>
        <source>Discard down to the hand limit</source>
        <translation>Bis zum Handkartenlimit abwerfen</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Den Zug beenden</translation>
    </message>
    <message>
        <source>Apply production</source>
        <translation>Produktion anwenden</translation>
    </message>
    <message>
        <source>Cancel the pending choice</source>
        <translation>Die offene Wahl abbrechen</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Solid: connected · hatched ⊘: not connected · thick ring: tap to build here · dotted ring: legal but not affordable · C city, S symbiotic, T tunnel, F farm, D desalination, L laboratory, + upgraded, ★ start city</source>
        <translation>Voll: verbunden · schraffiert ⊘: nicht verbunden · dicker Ring: hier bauen · gepunkteter Ring: erlaubt, aber nicht bezahlbar · St Stadt, Sy symbiotische Stadt, T Tunnel, F Farm, E Entsalzungsanlage, L Labor, + aufgewertet, ★ Start-Stadt</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Aktionsplätze</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Spielerbögen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>Board {0}: layout not checked against your copy</source>
        <translation>Spielerbogen {0}: Aufbau nicht mit deinem Exemplar abgeglichen</translation>
    </message>
</context>
<context>
    <name>TeachDialog</name>
    <message>
        <source>Teach {0}</source>
        <translation>{0} beibringen</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>Name wie aufgedruckt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save the effect</source>
        <translation>Effekt speichern</translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <source>Play order</source>
        <translation>Zugfolge</translation>
    </message>
    <message>
        <source>Federation
(stacks: top first)</source>
        <translation>Staatenbund
(Stapel: oben zuerst)</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>below 4</source>
        <translation>unter 4</translation>
    </message>
    <message>
        <source>+1 pt a step</source>
        <translation>+1 P. je Schritt</translation>
    </message>
    <message>
        <source>{0}: {1} in play order</source>
        <translation>{0}: {1} in der Zugfolge</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Supply: {0} tunnels, {1} white domes, {2} symbiotic domes</source>
        <translation>Vorrat: {0} Tunnel, {1} weiße Kuppeln, {2} symbiotische Kuppeln</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Place the 4th blocking tile</source>
        <translation>4. Plättchen der unbenutzten Farbe legen</translation>
    </message>
    <message>
        <source>Revealed era card:</source>
        <translation>Aufgedeckte Ärakarte:</translation>
    </message>
    <message>
        <source>or its number (Enter):</source>
        <translation>oder ihre Nummer (Enter):</translation>
    </message>
    <message>
        <source>builds are free (the card pays)</source>
        <translation>Bauen ist kostenlos (die Karte zahlt)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Zug beenden (E)</translation>
    </message>
    <message>
        <source>End turn anyway (E)</source>
        <translation>Zug trotzdem beenden (E)</translation>
    </message>
    <message>
        <source>the played card (it goes to the discard pile)</source>
        <translation>die gespielte Karte (sie kommt auf den Ablagestapel)</translation>
    </message>
    <message>
        <source>the slot&apos;s action</source>
        <translation>die Aktion des Aktionsplatzes</translation>
    </message>
    <message>
        <source>part of the slot&apos;s action</source>
        <translation>ein Teil der Aktion des Aktionsplatzes</translation>
    </message>
    <message>
        <source>a connected metropolis&apos;s instant effect</source>
        <translation>der sofortige Effekt einer verbundenen Metropole</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn of 3</source>
        <translation>{1} Zug von 3 für {0}</translation>
    </message>
    <message>
        <source>Reveal the top era card: the sum of its digits places the 4th blocking tile.</source>
        <translation>Deckt die oberste Ärakarte auf: Ihre Quersumme bestimmt den Platz des 4. Plättchens der unbenutzten Farbe.</translation>
    </message>
    <message>
        <source>{0} holds {1} cards: discard down to {2} before choosing a slot.</source>
        <translation>{0} hält {1} Karten: vor der Wahl eines Platzes auf {2} abwerfen.</translation>
    </message>
    <message>
        <source>Tap the action slot {0} chose (keys 1–15, A for the always-available slot).</source>
        <translation>Tippe auf den Aktionsplatz, den {0} gewählt hat (Tasten 1–15, A für den jederzeit verfügbaren Platz).</translation>
    </message>
    <message>
        <source>the always-available slot</source>
        <translation>den jederzeit verfügbaren Platz</translation>
    </message>
    <message>
        <source>slot {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <source>A {0} card on {1}: it can be resolved. Which card is it?</source>
        <translation>Eine Karte ({0}) für {1}: Sie kann ausgeführt werden. Welche Karte ist es?</translation>
    </message>
    <message>
        <source> with the action-cloning tile (1 credit)</source>
        <translation> mit dem Aktionskopie-Plättchen (1 Credit)</translation>
    </message>
    <message>
        <source>{0} on {1}{2}: {3}. Which colour is the card played with it?</source>
        <translation>{0} wählt {1}{2}: {3}. Welche Farbe hat die dazu ausgespielte Karte?</translation>
    </message>
    <message>
        <source>No card (empty hand)</source>
        <translation>Keine Karte (leere Hand)</translation>
    </message>
    <message>
        <source>{0} has 5 action cards: discard one (the limit of four).</source>
        <translation>{0} hat 5 Aktionskarten: eine abwerfen (4-Karten-Regel).</translation>
    </message>
    <message>
        <source>Discard {0}</source>
        <translation>{0} abwerfen</translation>
    </message>
    <message>
        <source>Discard {0} and use it now</source>
        <translation>{0} abwerfen und jetzt nutzen</translation>
    </message>
    <message>
        <source>How does {0} pay for the {1}? (biomatter may stand in for kelp or steelplast)</source>
        <translation>Wie bezahlt {0} den Bau ({1})? (Biomasse darf Tang oder Stahlplastik ersetzen)</translation>
    </message>
    <message>
        <source>Pay {0}</source>
        <translation>{0} bezahlen</translation>
    </message>
    <message>
        <source>Which face-up special card does {0} take? Its printed name:</source>
        <translation>Welche offene Spezialkarte nimmt {0}? Ihr aufgedruckter Name:</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>Aufwertung</translation>
    </message>
    <message>
        <source>Connected {0}: take its instant effect</source>
        <translation>{0} verbunden: sofortigen Effekt nehmen</translation>
    </message>
    <message>
        <source>Now resolving: {0}</source>
        <translation>Wird ausgeführt: {0}</translation>
    </message>
    <message>
        <source>Slot action: {0}</source>
        <translation>Aktion des Platzes: {0}</translation>
    </message>
    <message>
        <source>Played card: {0}</source>
        <translation>Ausgespielte Karte: {0}</translation>
    </message>
    <message>
        <source>Then the next player taps their slot (or End turn, E): {0} draws 1 card.</source>
        <translation>Dann tippt der nächste Spieler auf seinen Platz (oder Zug beenden, E): {0} zieht 1 Karte.</translation>
    </message>
    <message>
        <source>first finish {0} (Done, F)</source>
        <translation>erst {0} abschließen (Fertig, F)</translation>
    </message>
    <message>
        <source>Pay {0} credits and play it (C)</source>
        <translation>{0} Credits zahlen und ausspielen (C)</translation>
    </message>
    <message>
        <source>Do not pay: the card goes back</source>
        <translation>Nicht zahlen: die Karte geht zurück</translation>
    </message>
    <message>
        <source>Resolve the card now (C)</source>
        <translation>Karte jetzt ausführen (C)</translation>
    </message>
    <message>
        <source>Claim the {0} card (C)</source>
        <translation>Karte beanspruchen: {0} (C)</translation>
    </message>
    <message>
        <source>The card matches the slot: resolve it before or after the slot.</source>
        <translation>Die Farbe passt: Führe die Karte vor oder nach dem Platz aus.</translation>
    </message>
    <message>
        <source>Card #{0} is not in the library with its colour: tap its colour.</source>
        <translation>Karte #{0} steht nicht mit ihrer Farbe in der Bibliothek: tippe auf ihre Farbe.</translation>
    </message>
    <message>
        <source>Tap the slot again to end {0}&apos;s turn anyway.</source>
        <translation>Tippe noch einmal auf den Platz, um den Zug von {0} trotzdem zu beenden.</translation>
    </message>
    <message>
        <source>Tap End turn again to end the turn anyway.</source>
        <translation>Tippe noch einmal auf „Zug beenden“, um den Zug trotzdem zu beenden.</translation>
    </message>
    <message>
        <source>Still unused: {0}.</source>
        <translation>Noch nicht genutzt: {0}.</translation>
    </message>
    <message>
        <source>Discard 1 card (D)</source>
        <translation>1 Karte abwerfen (D)</translation>
    </message>
    <message>
        <source>Discard {0} cards (D)</source>
        <translation>{0} Karten abwerfen (D)</translation>
    </message>
    <message>
        <source>Tap a highlighted site on {0}&apos;s board for the {1}.</source>
        <translation>Tippe auf einen hervorgehobenen Bauplatz auf dem Tableau von {0} für: {1}.</translation>
    </message>
    <message>
        <source>The {0} card</source>
        <translation>Die Karte ({0})</translation>
    </message>
    <message>
        <source>Done (F)</source>
        <translation>Fertig (F)</translation>
    </message>
    <message>
        <source>Done with {0}: the rest of it is not used</source>
        <translation>{0} abschließen: der Rest davon wird nicht genutzt</translation>
    </message>
    <message>
        <source>The companion does not know this card&apos;s text: enter what it gave and cost, or tap what it built.</source>
        <translation>Die App kennt den Text dieser Karte nicht: trage ein, was sie gab und kostete, oder tippe, was sie baute.</translation>
    </message>
    <message>
        <source>Tap each part {0} uses.</source>
        <translation>Tippe auf jeden Teil, den {0} nutzt.</translation>
    </message>
    <message>
        <source>{0} did not match the slot: discarded without effect.</source>
        <translation>{0} passte nicht zum Platz: ohne Effekt abgeworfen.</translation>
    </message>
</context>
<context>
    <name>antarctica</name>
    <message>
        <source>{0}: closed</source>
        <translation>{0}: gesperrt</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>☀ moves counter-clockwise ↺</source>
        <translation>☀ wandert gegen den Uhrzeigersinn ↺</translation>
    </message>
    <message>
        <source>{0}: {1} ☺{2} +{3}</source>
        <translation>{0}: {1} ☺{2} +{3}</translation>
    </message>
    <message>
        <source>{0}: not named yet</source>
        <translation>{0}: noch nicht genannt</translation>
    </message>
    <message>
        <source>{0}: none left</source>
        <translation>{0}: keine mehr</translation>
    </message>
    <message>
        <source>Shipyard cards {0} · expertise cards {1}</source>
        <translation>Werftkarten {0} · Expertenkarten {1}</translation>
    </message>
    <message>
        <source>☀ {0} · cards: {1}</source>
        <translation>☀ {0} · Karten: {1}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Tap area {0} (when the step offers it)</source>
        <translation>Gebiet {0} antippen (wenn der Schritt es anbietet)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Den Zug beenden</translation>
    </message>
    <message>
        <source>Pass the effect</source>
        <translation>Den Effekt passen</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>Research tracks</source>
        <translation>Forschungsleisten</translation>
    </message>
    <message>
        <source>Asterisk cards</source>
        <translation>Sternchenkarten</translation>
    </message>
    <message>
        <source>Discarded resources</source>
        <translation>Abgeworfene Ressourcen</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <source>✱ cards</source>
        <translation>✱-Karten</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Abgeworfen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>1st places</source>
        <translation>1. Plätze</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Total: {0}</source>
        <translation>Summe: {0}</translation>
    </message>
    <message>
        <source>Points by scoring</source>
        <translation>Punkte je Wertung</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Bereite die Partie vor</translation>
    </message>
    <message>
        <source>The game is over ({reasons}): final scoring</source>
        <translation>Die Partie ist zu Ende ({reasons}): Schlusswertung</translation>
    </message>
    <message>
        <source>Turn up the next card of the {deck} building deck and name it</source>
        <translation>Decke die nächste Karte des Gebäudestapels {deck} auf und nenne sie</translation>
    </message>
    <message>
        <source>{player}: the sun is on area {area}; move your first ship there to a different area with a free ship space</source>
        <translation>{player}: Die Sonne steht auf Gebiet {area}; bewege dein erstes Schiff dort in ein anderes Gebiet mit freiem Schiffsfeld</translation>
    </message>
    <message>
        <source>{player}: Icebreaker turn; move your second ship in area {area} to a different area with a free ship space</source>
        <translation>{player}: Eisbrecher-Zug; bewege dein zweites Schiff in Gebiet {area} in ein anderes Gebiet mit freiem Schiffsfeld</translation>
    </message>
    <message>
        <source>{player}: take one action in area {area} (build, build a ship, recruit, research) or none; play a card, discard a resource, then end the turn</source>
        <translation>{player}: eine Aktion in Gebiet {area} (bauen, Schiff bauen, anwerben, forschen) oder keine; spiele eine Karte, wirf eine Ressource ab, dann beende den Zug</translation>
    </message>
    <message>
        <source>{player}: play a card or discard a resource if you like, then end the turn</source>
        <translation>{player}: spiele eine Karte oder wirf eine Ressource ab, wenn du willst, dann beende den Zug</translation>
    </message>
    <message>
        <source>{player}: move one of your ships to another area, or pass</source>
        <translation>{player}: bewege eines deiner Schiffe in ein anderes Gebiet, oder passe</translation>
    </message>
    <message>
        <source>{player}: advance three spaces on a research track not chosen by another player for this symbol, or pass</source>
        <translation>{player}: rücke drei Felder auf einer Forschungsleiste vor, die für dieses Symbol noch niemand gewählt hat, oder passe</translation>
    </message>
    <message>
        <source>{player}: take a shipyard card of your choice</source>
        <translation>{player}: nimm eine Werftkarte deiner Wahl</translation>
    </message>
    <message>
        <source>{player}: draw a resource expertise card and say which resource it shows</source>
        <translation>{player}: ziehe eine Ressourcen-Expertenkarte und sage, welche Ressource sie zeigt</translation>
    </message>
    <message>
        <source>{player}: take a basic resource card and say which resource it shows</source>
        <translation>{player}: nimm eine Basis-Ressourcenkarte und sage, welche Ressource sie zeigt</translation>
    </message>
    <message>
        <source>{player}: take a scientist from the common reserve</source>
        <translation>{player}: nimm einen Wissenschaftler aus dem allgemeinen Vorrat</translation>
    </message>
    <message>
        <source>{player}: send a ship from Available Resources to the sun&apos;s area</source>
        <translation>{player}: schicke ein Schiff aus den Verfügbaren Ressourcen in das Gebiet der Sonne</translation>
    </message>
    <message>
        <source>{player}: shipyard draft</source>
        <translation>{player}: Werftkarten-Draft</translation>
    </message>
    <message>
        <source>a player has placed the last scientist</source>
        <translation>ein Spieler hat seinen letzten Wissenschaftler eingesetzt</translation>
    </message>
    <message>
        <source>the last building card was taken</source>
        <translation>die letzte Gebäudekarte wurde genommen</translation>
    </message>
    <message>
        <source>The &quot;basic resource card&quot; symbol gives a card</source>
        <translation>Das Symbol „Basis-Ressourcenkarte“ gibt eine Karte</translation>
    </message>
    <message>
        <source>only once the starting card is used (rulebook)</source>
        <translation>erst wenn die Startkarte benutzt ist (Regelheft)</translation>
    </message>
    <message>
        <source>only while the starting card is unused</source>
        <translation>nur solange die Startkarte unbenutzt ist</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Bereitet zuerst die Partie vor.</translation>
    </message>
    <message>
        <source>The game is already set up.</source>
        <translation>Die Partie ist schon vorbereitet.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Zwei Spieler haben denselben Namen.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Zwei Spieler haben dieselbe Farbe.</translation>
    </message>
    <message>
        <source>Place one starting building on every open area and none on a closed one (area {area}).</source>
        <translation>Lege auf jedes offene Gebiet ein Startgebäude und keines auf ein gesperrtes (Gebiet {area}).</translation>
    </message>
    <message>
        <source>The starting buildings are 2 camps, the naval and the coastal research centre, a wind turbine, a rig tower, a drill and a crane (with 2 players without the second camp and the naval centre).</source>
        <translation>Die Startgebäude sind 2 Camps, das Marine- und das Küsten-Forschungszentrum, ein Windrad, ein Förderturm, eine Bohranlage und ein Kran (zu zweit ohne das zweite Camp und das Marine-Zentrum).</translation>
    </message>
    <message>
        <source>Each player places their ships in turn: A, B, C, then C, A, B, then B, C, A (one seat further each round).</source>
        <translation>Jeder setzt seine Schiffe reihum ein: A, B, C, dann C, A, B, dann B, C, A (jede Runde einen Platz weiter).</translation>
    </message>
    <message>
        <source>Ships go on open areas, three at most per area.</source>
        <translation>Schiffe kommen auf offene Gebiete, höchstens drei pro Gebiet.</translation>
    </message>
    <message>
        <source>With 2 players, player B puts a cube on an open research track (only then).</source>
        <translation>Bei 2 Spielern legt Spieler B einen Würfel auf eine offene Forschungsleiste (nur dann).</translation>
    </message>
    <message>
        <source>One face-up card per deck.</source>
        <translation>Eine offene Karte pro Stapel.</translation>
    </message>
    <message>
        <source>Card {card} is not in the {deck} deck for this player count.</source>
        <translation>Karte {card} gehört bei dieser Spielerzahl nicht zum Stapel {deck}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>First name the card that came up on the {deck} deck.</source>
        <translation>Nenne zuerst die Karte, die auf dem Stapel {deck} aufgedeckt wurde.</translation>
    </message>
    <message>
        <source>The {deck} deck has a face-up card already.</source>
        <translation>Der Stapel {deck} hat schon eine offene Karte.</translation>
    </message>
    <message>
        <source>Card {card} is not among the {deck} deck&apos;s face-down cards.</source>
        <translation>Karte {card} ist nicht unter den verdeckten Karten des Stapels {deck}.</translation>
    </message>
    <message>
        <source>{player} resolves the waiting effect first ({effect}).</source>
        <translation>{player} handelt zuerst den wartenden Effekt ab ({effect}).</translation>
    </message>
    <message>
        <source>No effect is waiting to be resolved.</source>
        <translation>Kein Effekt wartet darauf, abgehandelt zu werden.</translation>
    </message>
    <message>
        <source>{player} resolves the next effect first.</source>
        <translation>{player} handelt zuerst den nächsten Effekt ab.</translation>
    </message>
    <message>
        <source>That does not resolve the waiting effect ({effect}).</source>
        <translation>Das handelt den wartenden Effekt nicht ab ({effect}).</translation>
    </message>
    <message>
        <source>Another player chose the {track} track for this symbol: each takes a different one.</source>
        <translation>Ein anderer Spieler hat für dieses Symbol die Leiste {track} gewählt: jeder nimmt eine andere.</translation>
    </message>
    <message>
        <source>You have no ship in area {area} that can move (a ship built this turn cannot).</source>
        <translation>Du hast in Gebiet {area} kein Schiff, das ziehen kann (ein in diesem Zug gebautes nicht).</translation>
    </message>
    <message>
        <source>No {kind} card is left in the shipyard pile.</source>
        <translation>Im Werftstapel ist keine Karte {kind} mehr.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn.</source>
        <translation>{player} ist am Zug.</translation>
    </message>
    <message>
        <source>Move your ship first: the move is mandatory.</source>
        <translation>Bewege zuerst dein Schiff: der Zug ist Pflicht.</translation>
    </message>
    <message>
        <source>Your ship has already moved this turn.</source>
        <translation>Dein Schiff hat sich in diesem Zug schon bewegt.</translation>
    </message>
    <message>
        <source>Move the ship to a different area: it cannot stay in area {area}.</source>
        <translation>Bewege das Schiff in ein anderes Gebiet: es kann nicht in Gebiet {area} bleiben.</translation>
    </message>
    <message>
        <source>Area {area} is closed in this game.</source>
        <translation>Gebiet {area} ist in dieser Partie gesperrt.</translation>
    </message>
    <message>
        <source>Area {area} has no free ship space.</source>
        <translation>Gebiet {area} hat kein freies Schiffsfeld.</translation>
    </message>
    <message>
        <source>Move your ship first: the action comes after.</source>
        <translation>Bewege zuerst dein Schiff: die Aktion kommt danach.</translation>
    </message>
    <message>
        <source>You have already taken this turn&apos;s action.</source>
        <translation>Du hast die Aktion dieses Zuges schon ausgeführt.</translation>
    </message>
    <message>
        <source>Building card {card} is not face up.</source>
        <translation>Gebäudekarte {card} liegt nicht offen.</translation>
    </message>
    <message>
        <source>No {building} is left to build.</source>
        <translation>Kein {building} ist mehr zum Bauen übrig.</translation>
    </message>
    <message>
        <source>The target area already has a {building}: one of each kind per area.</source>
        <translation>Im Zielgebiet steht schon: {building}; jede Art nur einmal pro Gebiet.</translation>
    </message>
    <message>
        <source>The card needs {need} scientists in your personal reserve; you have {have}.</source>
        <translation>Die Karte braucht {need} Wissenschaftler in deinem persönlichen Vorrat; du hast {have}.</translation>
    </message>
    <message>
        <source>You do not hold that resource card.</source>
        <translation>Du hast diese Ressourcenkarte nicht.</translation>
    </message>
    <message>
        <source>Your ships already reach a {building}: no resource card is needed for it.</source>
        <translation>Deine Schiffe erreichen schon: {building}; dafür braucht es keine Ressourcenkarte.</translation>
    </message>
    <message>
        <source>None of your ships is in an area with: {buildings}.</source>
        <translation>Keines deiner Schiffe ist in einem Gebiet mit: {buildings}.</translation>
    </message>
    <message>
        <source>This card gives no research points: choose no track.</source>
        <translation>Diese Karte gibt keine Forschungspunkte: wähle keine Leiste.</translation>
    </message>
    <message>
        <source>There is no shipyard in the target area.</source>
        <translation>Im Zielgebiet steht keine Werft.</translation>
    </message>
    <message>
        <source>You have no ship left in Available Resources.</source>
        <translation>Du hast kein Schiff mehr in den Verfügbaren Ressourcen.</translation>
    </message>
    <message>
        <source>The sun&apos;s area has no free ship space.</source>
        <translation>Das Gebiet der Sonne hat kein freies Schiffsfeld.</translation>
    </message>
    <message>
        <source>There is no camp in the target area.</source>
        <translation>Im Zielgebiet steht kein Camp.</translation>
    </message>
    <message>
        <source>The target area has no research centre for the {track} track.</source>
        <translation>Das Zielgebiet hat kein Forschungszentrum für die Leiste {track}.</translation>
    </message>
    <message>
        <source>Choose a research track.</source>
        <translation>Wähle eine Forschungsleiste.</translation>
    </message>
    <message>
        <source>The {track} track is not used in this game.</source>
        <translation>Die Leiste {track} wird in dieser Partie nicht benutzt.</translation>
    </message>
    <message>
        <source>Move your ship first: cards are played after it.</source>
        <translation>Bewege zuerst dein Schiff: Karten werden danach gespielt.</translation>
    </message>
    <message>
        <source>You have already played a card this turn.</source>
        <translation>Du hast in diesem Zug schon eine Karte gespielt.</translation>
    </message>
    <message>
        <source>You played a card in your first turn: none in the second one.</source>
        <translation>Du hast im ersten Zug eine Karte gespielt: im zweiten keine.</translation>
    </message>
    <message>
        <source>You do not hold a {kind} card.</source>
        <translation>Du hast keine Karte {kind}.</translation>
    </message>
    <message>
        <source>Lay the Icebreaker on an area where the second ship is yours.</source>
        <translation>Lege den Eisbrecher auf ein Gebiet, in dem das zweite Schiff deines ist.</translation>
    </message>
    <message>
        <source>Only an Icebreaker is laid on an area.</source>
        <translation>Nur ein Eisbrecher wird auf ein Gebiet gelegt.</translation>
    </message>
    <message>
        <source>Only Quick research advances on a track.</source>
        <translation>Nur Schnelle Forschung rückt auf einer Leiste vor.</translation>
    </message>
    <message>
        <source>Your personal reserve has no scientist to place.</source>
        <translation>Dein persönlicher Vorrat hat keinen Wissenschaftler zum Einsetzen.</translation>
    </message>
    <message>
        <source>You have already discarded this turn.</source>
        <translation>Du hast in diesem Zug schon abgeworfen.</translation>
    </message>
    <message>
        <source>Only a ship from the board comes from an area.</source>
        <translation>Nur ein Schiff vom Spielplan kommt aus einem Gebiet.</translation>
    </message>
    <message>
        <source>You have no cube in Available Resources.</source>
        <translation>Du hast keinen Würfel in den Verfügbaren Ressourcen.</translation>
    </message>
    <message>
        <source>You have no ship in Available Resources.</source>
        <translation>Du hast kein Schiff in den Verfügbaren Ressourcen.</translation>
    </message>
    <message>
        <source>You have no ship in area {area} to discard.</source>
        <translation>Du hast in Gebiet {area} kein Schiff zum Abwerfen.</translation>
    </message>
    <message>
        <source>Your acting ship must move first.</source>
        <translation>Dein aktives Schiff muss sich zuerst bewegen.</translation>
    </message>
    <message>
        <source>The last ship on the board stays: the sun needs one.</source>
        <translation>Das letzte Schiff auf dem Spielplan bleibt: die Sonne braucht eines.</translation>
    </message>
    <message>
        <source>Area {number}: {buildings} buildings + {scientists} scientists + 1 = {points} for the most scientists</source>
        <translation>Gebiet {number}: {buildings} Gebäude + {scientists} Wissenschaftler + 1 = {points} für die meisten Wissenschaftler</translation>
    </message>
    <message>
        <source>Area {number}: first (scientists: {own}): {points} points</source>
        <translation>Gebiet {number}: Erster (Wissenschaftler: {own}): {points} Punkte</translation>
    </message>
    <message>
        <source>Area {number}: place {place} (scientists: {own}): {points} points, the scientists of {above}, ranked just above</source>
        <translation>Gebiet {number}: Platz {place} (Wissenschaftler: {own}): {points} Punkte, die Wissenschaftler von {above}, direkt davor platziert</translation>
    </message>
    <message>
        <source>Area {number}: no scientists there, no points</source>
        <translation>Gebiet {number}: keine Wissenschaftler dort, keine Punkte</translation>
    </message>
    <message>
        <source>{track} track: furthest cube: cubes on the track × value = {cubes} × {value} = {points} points</source>
        <translation>Leiste {track}: vorderster Würfel: Würfel auf der Leiste × Wert = {cubes} × {value} = {points} Punkte</translation>
    </message>
    <message>
        <source>{track} track: place {place}, behind {above}: the value of one cube, {points} points</source>
        <translation>Leiste {track}: Platz {place}, hinter {above}: der Wert eines Würfels, {points} Punkte</translation>
    </message>
    <message>
        <source>{track} track: no cube there, no points</source>
        <translation>Leiste {track}: kein Würfel dort, keine Punkte</translation>
    </message>
    <message>
        <source>Asterisk building cards: first (cards: {own}): all players&apos; {total} = {points} points</source>
        <translation>Gebäudekarten mit Sternchen: Erster (Karten: {own}): alle {total} aller Spieler = {points} Punkte</translation>
    </message>
    <message>
        <source>Asterisk building cards: place {place} (cards: {own}): {points} points, the cards of {above}, ranked just above</source>
        <translation>Gebäudekarten mit Sternchen: Platz {place} (Karten: {own}): {points} Punkte, die Karten von {above}, direkt davor platziert</translation>
    </message>
    <message>
        <source>Asterisk building cards: none, no points</source>
        <translation>Gebäudekarten mit Sternchen: keine, keine Punkte</translation>
    </message>
    <message>
        <source>Discarded resources: first (resources: {own}): all players&apos; {total} = {points} points</source>
        <translation>Abgeworfene Ressourcen: Erster (Ressourcen: {own}): alle {total} aller Spieler = {points} Punkte</translation>
    </message>
    <message>
        <source>Discarded resources: place {place} (resources: {own}): {points} points, the resources of {above}, ranked just above</source>
        <translation>Abgeworfene Ressourcen: Platz {place} (Ressourcen: {own}): {points} Punkte, die Ressourcen von {above}, direkt davor platziert</translation>
    </message>
    <message>
        <source>Discarded resources: none, no points</source>
        <translation>Abgeworfene Ressourcen: keine, keine Punkte</translation>
    </message>
    <message>
        <source>Place {place} shared with {others}: each gets the place&apos;s points</source>
        <translation>Platz {place} geteilt mit {others}: jeder bekommt die Punkte des Platzes</translation>
    </message>
    <message>
        <source>{tied} tie on points; {winner} wins with the most first places ({first_places})</source>
        <translation>{tied} haben gleich viele Punkte; {winner} gewinnt mit den meisten ersten Plätzen ({first_places})</translation>
    </message>
    <message>
        <source>{tied} tie on points and first places; {winner} wins with the most building cards ({building_cards})</source>
        <translation>{tied} haben gleich viele Punkte und erste Plätze; {winner} gewinnt mit den meisten Gebäudekarten ({building_cards})</translation>
    </message>
    <message>
        <source>{winners} tie on points, first places and building cards: a shared victory</source>
        <translation>{winners} haben gleich viele Punkte, erste Plätze und Gebäudekarten: ein geteilter Sieg</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved cannot be read ({reason}); left out</source>
        <translation>{kind} {key}, von einem Tisch gespeichert, ist nicht lesbar ({reason}); weggelassen</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved is not valid at {field}; left out</source>
        <translation>{kind} {key}, von einem Tisch gespeichert, ist bei {field} ungültig; weggelassen</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved describes {id}; left out</source>
        <translation>{kind} {key}, von einem Tisch gespeichert, beschreibt {id}; weggelassen</translation>
    </message>
    <message>
        <source>A table saved a {kind} ({key}), which Antarctica does not use; left out</source>
        <translation>Ein Tisch hat {kind} ({key}) gespeichert, was Antarctica nicht benutzt; weggelassen</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved is not in the game; left out</source>
        <translation>{kind} {key}, von einem Tisch gespeichert, gibt es im Spiel nicht; weggelassen</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved would make the game unplayable ({why}); left out</source>
        <translation>{kind} {key}, von einem Tisch gespeichert, machte das Spiel unspielbar ({why}); weggelassen</translation>
    </message>
    <message>
        <source>{cards} building cards place a {building}, but the box has {limit} left after the starting buildings</source>
        <translation>{cards} Gebäudekarten bauen {building}, aber die Schachtel hat nach den Startgebäuden nur noch {limit}</translation>
    </message>
    <message>
        <source>The {deck} deck has {cards} cards; the box has {limit}</source>
        <translation>Der Stapel {deck} hat {cards} Karten; die Schachtel hat {limit}</translation>
    </message>
    <message>
        <source>The {centre} research centre needs one track, not {tracks}</source>
        <translation>Das Forschungszentrum {centre} braucht genau eine Leiste, nicht {tracks}</translation>
    </message>
    <message>
        <source>The first game&apos;s ships for {players} players must all be placed, in placing order, on open areas, three at most per area</source>
        <translation>Die Schiffe der ersten Partie für {players} Spieler müssen alle gesetzt sein, in Setzreihenfolge, auf offenen Gebieten, höchstens drei pro Gebiet</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>nicht benutzt</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Werft</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Kran</translation>
    </message>
    <message>
        <source>Rig tower</source>
        <translation>Förderturm</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Bohranlage</translation>
    </message>
    <message>
        <source>Wind turbine</source>
        <translation>Windrad</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fabrik</translation>
    </message>
    <message>
        <source>Inland research centre</source>
        <translation>Inland-Forschungszentrum</translation>
    </message>
    <message>
        <source>Coastal research centre</source>
        <translation>Küsten-Forschungszentrum</translation>
    </message>
    <message>
        <source>Naval research centre</source>
        <translation>Marine-Forschungszentrum</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>Hauptquartier</translation>
    </message>
    <message>
        <source>Plankton collection</source>
        <translation>Planktonsammler</translation>
    </message>
    <message>
        <source>Satellite dish</source>
        <translation>Satellitenschüssel</translation>
    </message>
    <message>
        <source>Inland</source>
        <translation>Inland</translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation>Küste</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Marine</translation>
    </message>
    <message>
        <source>Three-player</source>
        <translation>Drei-Spieler</translation>
    </message>
    <message>
        <source>Four-player</source>
        <translation>Vier-Spieler</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppel</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Icebreaker</source>
        <translation>Eisbrecher</translation>
    </message>
    <message>
        <source>Place a scientist</source>
        <translation>Wissenschaftler einsetzen</translation>
    </message>
    <message>
        <source>+2 scientists</source>
        <translation>+2 Wissenschaftler</translation>
    </message>
    <message>
        <source>Quick research</source>
        <translation>Schnelle Forschung</translation>
    </message>
    <message>
        <source>Move a ship</source>
        <translation>Ein Schiff bewegen</translation>
    </message>
    <message>
        <source>Shipyard draft</source>
        <translation>Werftkarten-Draft</translation>
    </message>
    <message>
        <source>Advance three</source>
        <translation>Drei vorrücken</translation>
    </message>
    <message>
        <source>One scientist</source>
        <translation>Ein Wissenschaftler</translation>
    </message>
    <message>
        <source>Ship to the sun</source>
        <translation>Schiff zur Sonne</translation>
    </message>
    <message>
        <source>Resource expertise card</source>
        <translation>Ressourcen-Expertenkarte</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <source>the app draws it</source>
        <translation>die App lost sie aus</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Basic resource card</source>
        <translation>Basis-Ressourcenkarte</translation>
    </message>
    <message>
        <source>Seats A, B, C, D go counter-clockwise round the table, starting with the first player (A).</source>
        <translation>Die Plätze A, B, C, D gehen gegen den Uhrzeigersinn um den Tisch, beginnend beim Startspieler (A).</translation>
    </message>
    <message>
        <source>The app draws them</source>
        <translation>Die App lost sie aus</translation>
    </message>
    <message>
        <source>Enter what the table placed</source>
        <translation>Eingeben, was der Tisch gelegt hat</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Neu auslosen</translation>
    </message>
    <message>
        <source>First game: the rulebook&apos;s layout</source>
        <translation>Erste Partie: Aufbau aus dem Regelheft</translation>
    </message>
    <message>
        <source>Later games: place in turn, tapping areas</source>
        <translation>Spätere Partien: reihum einsetzen, Gebiete antippen</translation>
    </message>
    <message>
        <source>Take back the last ship</source>
        <translation>Letztes Schiff zurücknehmen</translation>
    </message>
    <message>
        <source>Player B&apos;s cube goes on the track:</source>
        <translation>Der Würfel von Spieler B kommt auf die Leiste:</translation>
    </message>
    <message>
        <source>Face-up building cards (optional)</source>
        <translation>Offene Gebäudekarten (optional)</translation>
    </message>
    <message>
        <source>Not named now: the app asks when the card is needed.</source>
        <translation>Jetzt nicht genannt: die App fragt, wenn die Karte gebraucht wird.</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Checkliste zum Aufbau</translation>
    </message>
    <message>
        <source>not named yet</source>
        <translation>noch nicht genannt</translation>
    </message>
    <message>
        <source>Place these buildings on the board as shown.</source>
        <translation>Lege diese Gebäude wie gezeigt auf den Spielplan.</translation>
    </message>
    <message>
        <source>Name the building the table placed on each open area.</source>
        <translation>Nenne das Gebäude, das der Tisch auf jedes offene Gebiet gelegt hat.</translation>
    </message>
    <message>
        <source>The ships stand as in the rulebook&apos;s first game.</source>
        <translation>Die Schiffe stehen wie in der ersten Partie des Regelhefts.</translation>
    </message>
    <message>
        <source>Placing order</source>
        <translation>Setzreihenfolge</translation>
    </message>
    <message>
        <source>Closed with 2 players:</source>
        <translation>Gesperrt bei 2 Spielern:</translation>
    </message>
    <message>
        <source>First game&apos;s ships:</source>
        <translation>Schiffe der ersten Partie:</translation>
    </message>
    <message>
        <source>{0} pl.</source>
        <translation>{0} Sp.</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} Spieler</translation>
    </message>
    <message>
        <source>Undo last</source>
        <translation>Letztes zurück</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Closed with 2 players: {0} and {1}</source>
        <translation>Gesperrt bei 2 Spielern: {0} und {1}</translation>
    </message>
    <message>
        <source>A ship stands on a closed area ({0}): undo or clear.</source>
        <translation>Ein Schiff steht auf einem gesperrten Gebiet ({0}): zurücknehmen oder leeren.</translation>
    </message>
    <message>
        <source>Every ship is placed.</source>
        <translation>Alle Schiffe sind eingesetzt.</translation>
    </message>
    <message>
        <source>Ship {0} of {1}: {2} — tap an area</source>
        <translation>Schiff {0} von {1}: {2} — tippe auf ein Gebiet</translation>
    </message>
    <message>
        <source>{0} ({1}) places a ship: tap an area</source>
        <translation>{0} ({1}) setzt ein Schiff ein: tippe ein Gebiet an</translation>
    </message>
    <message>
        <source>Check the players&apos; names and colours: {0}</source>
        <translation>Prüfe die Namen und Farben der Spieler: {0}</translation>
    </message>
    <message>
        <source>Each player: {0} scientists in the personal reserve, {1} in the common reserve.</source>
        <translation>Jeder Spieler: {0} Wissenschaftler im persönlichen Vorrat, {1} im allgemeinen Vorrat.</translation>
    </message>
    <message>
        <source>Available Resources: {0} ships and {1} cubes each; 1 cube on the score track.</source>
        <translation>Verfügbare Ressourcen: je {0} Schiffe und {1} Würfel; 1 Würfel auf die Siegpunktleiste.</translation>
    </message>
    <message>
        <source>Back in the box: {0} scientists, {1} ships, {2} cubes each.</source>
        <translation>Zurück in die Schachtel: je {0} Wissenschaftler, {1} Schiffe, {2} Würfel.</translation>
    </message>
    <message>
        <source>Ships on the board: {0} each.</source>
        <translation>Schiffe auf dem Spielplan: je {0}.</translation>
    </message>
    <message>
        <source>One starting building on every open area; each player&apos;s basic resource card.</source>
        <translation>Ein Startgebäude auf jedem offenen Gebiet; jeder Spieler seine Basis-Ressourcenkarte.</translation>
    </message>
    <message>
        <source>The sun on the bottom-left area (1); it moves first thing.</source>
        <translation>Die Sonne auf das Gebiet unten links (1); sie zieht als Erstes weiter.</translation>
    </message>
    <message>
        <source>Resource deck: {0} expertise cards; shipyard cards beside the board.</source>
        <translation>Ressourcenstapel: {0} Expertenkarten; Werftkarten neben den Spielplan.</translation>
    </message>
    <message>
        <source>Closed areas: {0}.</source>
        <translation>Gesperrte Gebiete: {0}.</translation>
    </message>
    <message>
        <source>Tracks not used: {0}.</source>
        <translation>Nicht benutzte Leisten: {0}.</translation>
    </message>
    <message>
        <source>New game of Antarctica: players</source>
        <translation>Neue Partie Antarctica: Spieler</translation>
    </message>
    <message>
        <source>Starting buildings</source>
        <translation>Startgebäude</translation>
    </message>
    <message>
        <source>Ships on the board</source>
        <translation>Schiffe auf dem Spielplan</translation>
    </message>
    <message>
        <source>Face-up cards and checklist</source>
        <translation>Offene Karten und Checkliste</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Place every ship first.</source>
        <translation>Setze zuerst alle Schiffe ein.</translation>
    </message>
    <message>
        <source>Take a shipyard card</source>
        <translation>Werftkarte nehmen</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>expertise</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>area {0}</source>
        <translation>Gebiet {0}</translation>
    </message>
    <message>
        <source>{0} card: {1}</source>
        <translation>{0}-Karte: {1}</translation>
    </message>
    <message>
        <source>{0} · {1} sci. · research {2}</source>
        <translation>{0} · {1} Wiss. · Forschung {2}</translation>
    </message>
    <message>
        <source>needs {0}</source>
        <translation>braucht {0}</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>Track: {0}</source>
        <translation>Leiste: {0}</translation>
    </message>
    <message>
        <source>{0} card {1}: {2}</source>
        <translation>Karte {1} ({0}): {2}</translation>
    </message>
    <message>
        <source>Builds</source>
        <translation>Baut</translation>
    </message>
    <message>
        <source>Needs access to</source>
        <translation>Braucht Zugang zu</translation>
    </message>
    <message>
        <source>Scientists</source>
        <translation>Wissenschaftler</translation>
    </message>
    <message>
        <source>Research points</source>
        <translation>Forschungspunkte</translation>
    </message>
    <message>
        <source>Asterisk (bottom left)</source>
        <translation>Sternchen (unten links)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>Karten: {0}</translation>
    </message>
    <message>
        <source>from {0} players</source>
        <translation>ab {0} Spielern</translation>
    </message>
    <message>
        <source>Back of the card</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <source>Antarctica: board, research tracks and building cards</source>
        <translation>Antarctica: Spielplan, Forschungsleisten und Gebäudekarten</translation>
    </message>
    <message>
        <source>The rulebook shows these only in pictures: the app&apos;s reading is marked &quot;not checked against your copy&quot; until you confirm or correct it.</source>
        <translation>Das Regelheft zeigt dies nur in Bildern: die Lesart der App ist als „nicht mit deinem Exemplar abgeglichen“ markiert, bis du sie bestätigst oder korrigierst.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Matches my copy</source>
        <translation>Stimmt mit meinem Exemplar</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Korrektur speichern</translation>
    </message>
    <message>
        <source>{0} · {1} not checked</source>
        <translation>{0} · nicht geprüft: {1}</translation>
    </message>
    <message>
        <source>{0} · all checked</source>
        <translation>{0} · alles geprüft</translation>
    </message>
    <message>
        <source>not checked against your copy</source>
        <translation>nicht mit deinem Exemplar abgeglichen</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Mit deinem Exemplar abgeglichen.</translation>
    </message>
    <message>
        <source>Not checked against your copy. Source: {0}</source>
        <translation>Nicht mit deinem Exemplar abgeglichen. Quelle: {0}</translation>
    </message>
    <message>
        <source>This is not a valid correction; nothing was saved.</source>
        <translation>Das ist keine gültige Korrektur; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>The game could not be played like this, so nothing was saved: {0}.</source>
        <translation>So könnte das Spiel nicht gespielt werden, daher wurde nichts gespeichert: {0}.</translation>
    </message>
    <message>
        <source>This does not fit the catalogue; nothing was saved.</source>
        <translation>Das passt nicht zum Katalog; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>Setup: {0}</source>
        <translation>Aufbau: {0}</translation>
    </message>
    <message>
        <source>{0} moves to {1}</source>
        <translation>{0} zieht nach {1}</translation>
    </message>
    <message>
        <source>{0} builds {1}</source>
        <translation>{0} baut {1}</translation>
    </message>
    <message>
        <source>research on {0}</source>
        <translation>Forschung auf {0}</translation>
    </message>
    <message>
        <source>{0} builds a ship</source>
        <translation>{0} baut ein Schiff</translation>
    </message>
    <message>
        <source>{0} recruits</source>
        <translation>{0} wirbt an</translation>
    </message>
    <message>
        <source>{0} researches on {1}</source>
        <translation>{0} forscht auf {1}</translation>
    </message>
    <message>
        <source>{0} plays {1}</source>
        <translation>{0} spielt {1}</translation>
    </message>
    <message>
        <source>a cube</source>
        <translation>einen Würfel</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>ein Schiff</translation>
    </message>
    <message>
        <source>a ship from {0}</source>
        <translation>ein Schiff aus {0}</translation>
    </message>
    <message>
        <source>{0} discards {1}</source>
        <translation>{0} wirft {1} ab</translation>
    </message>
    <message>
        <source>{0} ends the turn</source>
        <translation>{0} beendet den Zug</translation>
    </message>
    <message>
        <source>{0} deck: {1} came up</source>
        <translation>Stapel {0}: {1} aufgedeckt</translation>
    </message>
    <message>
        <source>{0} advances three on {1}</source>
        <translation>{0} rückt drei auf {1} vor</translation>
    </message>
    <message>
        <source>{0} moves a ship from {1} to {2}</source>
        <translation>{0} bewegt ein Schiff von {1} nach {2}</translation>
    </message>
    <message>
        <source>{0} passes</source>
        <translation>{0} passt</translation>
    </message>
    <message>
        <source>{0} takes {1}</source>
        <translation>{0} nimmt {1}</translation>
    </message>
    <message>
        <source>{0} takes a resource card: {1}</source>
        <translation>{0} nimmt eine Ressourcenkarte: {1}</translation>
    </message>
    <message>
        <source>The sun moves to {0}</source>
        <translation>Die Sonne zieht nach {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s ship in {1} acts</source>
        <translation>Das Schiff von {0} in {1} ist dran</translation>
    </message>
    <message>
        <source>{0}: ship from {1} to {2}</source>
        <translation>{0}: Schiff von {1} nach {2}</translation>
    </message>
    <message>
        <source>{0} built in {1} ({2} scientists)</source>
        <translation>{0} gebaut in {1} ({2} Wissenschaftler)</translation>
    </message>
    <message>
        <source>{0} gains {1} scientists</source>
        <translation>{0} erhält {1} Wissenschaftler</translation>
    </message>
    <message>
        <source>{0}: {1} from space {2} to {3}</source>
        <translation>{0}: {1} von Feld {2} auf {3}</translation>
    </message>
    <message>
        <source>{0}: a new ship in {1}</source>
        <translation>{0}: ein neues Schiff in {1}</translation>
    </message>
    <message>
        <source>To resolve: {0}</source>
        <translation>Abzuhandeln: {0}</translation>
    </message>
    <message>
        <source>Face up: {0}</source>
        <translation>Offen: {0}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>scientists: personal {0} · common {1} · ships {2} · cubes {3} · discarded {4}</source>
        <translation>Wissenschaftler: persönlich {0} · allgemein {1} · Schiffe {2} · Würfel {3} · abgeworfen {4}</translation>
    </message>
    <message>
        <source>building cards {0} (✱ {1}) · {2}</source>
        <translation>Gebäudekarten {0} (✱ {1}) · {2}</translation>
    </message>
    <message>
        <source>no cards in hand</source>
        <translation>keine Karten auf der Hand</translation>
    </message>
    <message>
        <source>The table turns up a building card</source>
        <translation>Der Tisch deckt eine Gebäudekarte auf</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Advance three: {0}</source>
        <translation>Drei vorrücken: {0}</translation>
    </message>
    <message>
        <source>{0} ({1} left)</source>
        <translation>{0} (noch {1})</translation>
    </message>
    <message>
        <source>Which one came up? They differ in the access buildings.</source>
        <translation>Welche ist es? Sie unterscheiden sich in den Gebäuden für den Zugang.</translation>
    </message>
    <message>
        <source>The card shows: {0}</source>
        <translation>Die Karte zeigt: {0}</translation>
    </message>
    <message>
        <source>Tap the area of the ship to move.</source>
        <translation>Tippe das Gebiet des Schiffs an, das sich bewegt.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Move the ship from {0} to…</source>
        <translation>Schiff von {0} bewegen nach …</translation>
    </message>
    <message>
        <source>Tap the area it moves to.</source>
        <translation>Tippe das Zielgebiet an.</translation>
    </message>
    <message>
        <source>Icebreaker: on which area?</source>
        <translation>Eisbrecher: auf welches Gebiet?</translation>
    </message>
    <message>
        <source>An area where the second ship is yours.</source>
        <translation>Ein Gebiet, in dem das zweite Schiff deines ist.</translation>
    </message>
    <message>
        <source>Quick research: on which track?</source>
        <translation>Schnelle Forschung: auf welcher Leiste?</translation>
    </message>
    <message>
        <source>Three spaces, skipping occupied ones.</source>
        <translation>Drei Felder, besetzte werden übersprungen.</translation>
    </message>
    <message>
        <source>Discard a ship from which area?</source>
        <translation>Ein Schiff aus welchem Gebiet abwerfen?</translation>
    </message>
    <message>
        <source>You take a scientist from the common reserve.</source>
        <translation>Du nimmst einen Wissenschaftler aus dem allgemeinen Vorrat.</translation>
    </message>
    <message>
        <source>Build: {0}</source>
        <translation>Bauen: {0}</translation>
    </message>
    <message>
        <source>Which resource card do you discard for access?</source>
        <translation>Welche Ressourcenkarte wirfst du für den Zugang ab?</translation>
    </message>
    <message>
        <source>No card</source>
        <translation>Keine Karte</translation>
    </message>
    <message>
        <source>Advance on which research track?</source>
        <translation>Auf welcher Forschungsleiste vorrücken?</translation>
    </message>
    <message>
        <source>second ship (Icebreaker)</source>
        <translation>zweites Schiff (Eisbrecher)</translation>
    </message>
    <message>
        <source>first ship</source>
        <translation>erstes Schiff</translation>
    </message>
    <message>
        <source>{0}: the {1} in {2} acts</source>
        <translation>{0}: das {1} in {2} ist dran</translation>
    </message>
    <message>
        <source>Tap the area to move to (highlighted on the board).</source>
        <translation>Tippe das Zielgebiet an (auf dem Spielplan hervorgehoben).</translation>
    </message>
    <message>
        <source>{0}: in {1} (from {2})</source>
        <translation>{0}: in {1} (von {2})</translation>
    </message>
    <message>
        <source>One action here, or none; a card and a discard if you like; then end the turn.</source>
        <translation>Eine Aktion hier oder keine; wenn du willst, eine Karte und ein Abwurf; dann beende den Zug.</translation>
    </message>
    <message>
        <source>A card and a discard if you like; then end the turn.</source>
        <translation>Wenn du willst, eine Karte und ein Abwurf; dann beende den Zug.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>End turn (no action)</source>
        <translation>Zug beenden (keine Aktion)</translation>
    </message>
    <message>
        <source>Build {0} ({1})</source>
        <translation>{0} bauen ({1})</translation>
    </message>
    <message>
        <source>Build a ship</source>
        <translation>Schiff bauen</translation>
    </message>
    <message>
        <source>Recruit (+{0})</source>
        <translation>Anwerben (+{0})</translation>
    </message>
    <message>
        <source>Research: {0} (+{1})</source>
        <translation>Forschen: {0} (+{1})</translation>
    </message>
    <message>
        <source>Play: {0}</source>
        <translation>Spielen: {0}</translation>
    </message>
    <message>
        <source>Discard a cube</source>
        <translation>Würfel abwerfen</translation>
    </message>
    <message>
        <source>Discard a ship</source>
        <translation>Schiff abwerfen</translation>
    </message>
    <message>
        <source>Discard a ship from the board</source>
        <translation>Schiff vom Spielplan abwerfen</translation>
    </message>
    <message>
        <source>None (opened by the player count)</source>
        <translation>Keines (durch die Spielerzahl geöffnet)</translation>
    </message>
    <message>
        <source>Research centre</source>
        <translation>Forschungszentrum</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Benutzt</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Points per cube</source>
        <translation>Punkte pro Würfel</translation>
    </message>
    <message>
        <source>Tap a space to choose it (an empty one gets a symbol); tap it again: red (■ ∞ every time) → blue (● 1 once per game) → none.</source>
        <translation>Tippe auf ein Feld, um es zu wählen (ein leeres bekommt ein Symbol); tippe erneut: rot (■ ∞ jedes Mal) → blau (● 1 einmal pro Partie) → keines.</translation>
    </message>
    <message>
        <source>Space {0}</source>
        <translation>Feld {0}</translation>
    </message>
    <message>
        <source>No space chosen</source>
        <translation>Kein Feld gewählt</translation>
    </message>
    <message>
        <source>Space {0}:</source>
        <translation>Feld {0}:</translation>
    </message>
    <message>
        <source>Space {0}: no symbol</source>
        <translation>Feld {0}: kein Symbol</translation>
    </message>
    <message>
        <source>red, every time</source>
        <translation>rot, jedes Mal</translation>
    </message>
    <message>
        <source>blue, once per game</source>
        <translation>blau, einmal pro Partie</translation>
    </message>
    <message>
        <source>Space {0}: {1} ({2})</source>
        <translation>Feld {0}: {1} ({2})</translation>
    </message>
    <message>
        <source>Victory Points: final scores</source>
        <translation>Siegpunkte: Endwertung</translation>
    </message>
    <message>
        <source>Victory Points if the game ended now (scored only at the end)</source>
        <translation>Siegpunkte, wenn das Spiel jetzt endete (gewertet wird erst am Ende)</translation>
    </message>
    <message>
        <source>{0}: {1} = {2} points</source>
        <translation>{0}: {1} = {2} Punkte</translation>
    </message>
    <message>
        <source>Name the starting building of every open area (still empty: {0}).</source>
        <translation>Nennt das Startgebäude jedes offenen Gebiets (noch leer: {0}).</translation>
    </message>
    <message>
        <source>{0} is named {1} times; the box has {2}: check the areas.</source>
        <translation>{0} ist {1}-mal genannt; die Schachtel enthält {2}: prüft die Gebiete.</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Move it aside and start a fresh database?</source>
        <translation>Beiseitelegen und eine neue Datenbank beginnen?</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Menu: look, full screen, text size, language, keys</source>
        <translation>Menü: Aussehen, Vollbild, Schriftgröße, Sprache, Tasten</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie tun</translation>
    </message>
</context>
<context>
    <name>backups</name>
    <message>
        <source>Back up every game</source>
        <translation>Alle Partien sichern</translation>
    </message>
    <message>
        <source>Companion backups (*.sqlite3)</source>
        <translation>Begleiter-Sicherungen (*.sqlite3)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>{0} konnte nicht geschrieben werden: {1}</translation>
    </message>
    <message>
        <source>Every game was saved to {0}.</source>
        <translation>Alle Partien wurden in {0} gesichert.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>Companion backups (*.sqlite3);;Every file (*)</source>
        <translation>Begleiter-Sicherungen (*.sqlite3);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The backup {0} is whole and holds {1} games. Use it instead of the games now in the companion? These are kept in a file beside it, not deleted.</source>
        <translation>Die Sicherung {0} ist vollständig und enthält {1} Partien. Statt der jetzigen Partien verwenden? Diese werden in einer Datei daneben aufbewahrt, nicht gelöscht.</translation>
    </message>
    <message>
        <source>Restored {0} games. The games before are kept in {1}.</source>
        <translation>{0} Partien wiederhergestellt. Die vorherigen Partien liegen in {1}.</translation>
    </message>
</context>
<context>
    <name>board_letters</name>
    <message>
        <source>C</source>
        <translation>St</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Sy</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>D</source>
        <translation>E</translation>
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
        <translation>ta</translation>
    </message>
    <message>
        <source>st</source>
        <translation>sp</translation>
    </message>
    <message>
        <source>sc</source>
        <translation>wi</translation>
    </message>
    <message>
        <source>bm</source>
        <translation>bi</translation>
    </message>
</context>
<context>
    <name>exports</name>
    <message>
        <source>Export a BG Stats play</source>
        <translation>BG-Stats-Partie exportieren</translation>
    </message>
    <message>
        <source>BG Stats plays (*.bgsplay)</source>
        <translation>BG-Stats-Partien (*.bgsplay)</translation>
    </message>
    <message>
        <source>Print a score sheet</source>
        <translation>Wertungsblatt drucken</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>{0} exists already; it was not overwritten. Choose a new name.</source>
        <translation>{0} gibt es schon; die Datei wurde nicht überschrieben. Wähle einen neuen Namen.</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>{0} konnte nicht geschrieben werden: {1}</translation>
    </message>
</context>
<context>
    <name>fix</name>
    <message>
        <source>player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>Aktionsplatz</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>with the action-cloning tile</source>
        <translation>mit dem Aktionskopie-Plättchen</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Nummer</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>special card cost</source>
        <translation>Kosten der Spezialkarte</translation>
    </message>
    <message>
        <source>+ hand limit</source>
        <translation>+ Handkartenlimit</translation>
    </message>
    <message>
        <source>pay the special card</source>
        <translation>Spezialkarte bezahlen</translation>
    </message>
    <message>
        <source>site</source>
        <translation>Bauplatz</translation>
    </message>
    <message>
        <source>structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <source>upgrade too</source>
        <translation>auch aufwerten</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>payment</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>why</source>
        <translation>warum</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>from</source>
        <translation>woher</translation>
    </message>
    <message>
        <source>face-up card</source>
        <translation>offene Karte</translation>
    </message>
    <message>
        <source>use it now</source>
        <translation>jetzt nutzen</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>wie viele</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>built</source>
        <translation>gebaut</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>aufgewertet</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>Handkarten</translation>
    </message>
    <message>
        <source>usual cost</source>
        <translation>übliche Kosten</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>Ermäßigung</translation>
    </message>
    <message>
        <source>stated cost</source>
        <translation>angegebene Kosten</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>der Stapel</translation>
    </message>
    <message>
        <source>dig (3 cards)</source>
        <translation>durchsuchen (3 Karten)</translation>
    </message>
</context>
<context>
    <name>forecast</name>
    <message>
        <source>Every connected city is fed.</source>
        <translation>Jede verbundene Stadt wird ernährt.</translation>
    </message>
    <message>
        <source>connects {0}</source>
        <translation>verbindet {0}</translation>
    </message>
    <message>
        <source>Feeding the connected cities ({0}): {1} kelp and {2} biomatter eaten.</source>
        <translation>Ernährung der verbundenen Städte ({0}): {1} Tang und {2} Biomasse verbraucht.</translation>
    </message>
    <message>
        <source>Unfed cities: {0}, costing {1} points.</source>
        <translation>Nicht ernährte Städte: {0}, kostet {1} Punkte.</translation>
    </message>
    <message>
        <source>score {0}{1}</source>
        <translation>Punkte {0}{1}</translation>
    </message>
    <message>
        <source>cities to feed: +{0}</source>
        <translation>zu ernährende Städte: +{0}</translation>
    </message>
    <message>
        <source>unfed cities: +{0}</source>
        <translation>nicht ernährte Städte: +{0}</translation>
    </message>
    <message>
        <source>changes nothing at production</source>
        <translation>ändert nichts an der Produktion</translation>
    </message>
    <message>
        <source>No tunnel can be built on this board now.</source>
        <translation>Auf diesem Spielerbogen kann gerade kein Tunnel gebaut werden.</translation>
    </message>
    <message>
        <source>… and {0} more sites</source>
        <translation>… und {0} weitere Bauplätze</translation>
    </message>
    <message>
        <source>One more tunnel would change:</source>
        <translation>Ein weiterer Tunnel würde ändern:</translation>
    </message>
    <message>
        <source>If production ran now, {0} would get:</source>
        <translation>Wäre jetzt Produktion, bekäme {0}:</translation>
    </message>
    <message>
        <source>After production and feeding: {0}; score: {1}</source>
        <translation>Nach Produktion und Ernährung: {0}; Punkte: {1}</translation>
    </message>
    <message>
        <source>Production forecast</source>
        <translation>Produktionsprognose</translation>
    </message>
    <message>
        <source>Production runs after rounds 4, 7 and 10. Only connected things produce; then each connected city eats 1 kelp, else 1 biomatter, else costs 3 points.</source>
        <translation>Produktion ist nach den Runden 4, 7 und 10. Nur Verbundenes produziert; danach isst jede verbundene Stadt 1 Tang, sonst 1 Biomasse, sonst kostet sie 3 Punkte.</translation>
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
        <translation>den jederzeit verfügbaren Platz</translation>
    </message>
    <message>
        <source>slot {0} ({1})</source>
        <translation>Platz {0} ({1})</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <source>{0} took the face-up special card “{1}”</source>
        <translation>{0} nahm die offene Spezialkarte „{1}“</translation>
    </message>
    <message>
        <source>{0} took a face-up 3-credit special card</source>
        <translation>{0} nahm eine offene Spezialkarte für 3 Credits</translation>
    </message>
    <message>
        <source>{0} took the top 1/2-credit special card</source>
        <translation>{0} nahm die oberste Spezialkarte für 1/2 Credits</translation>
    </message>
    <message>
        <source>{0} dug for a special card</source>
        <translation>{0} suchte eine Spezialkarte aus</translation>
    </message>
    <message>
        <source>New game set up for {0}</source>
        <translation>Neue Partie vorbereitet für {0}</translation>
    </message>
    <message>
        <source>{0} discarded 1 card</source>
        <translation>{0} warf 1 Karte ab</translation>
    </message>
    <message>
        <source>{0} discarded {1} cards</source>
        <translation>{0} warf {1} Karten ab</translation>
    </message>
    <message>
        <source> with the action-cloning tile</source>
        <translation> mit dem Aktionskopie-Plättchen</translation>
    </message>
    <message>
        <source>{0} placed a tile on {1}{2}, playing {3}</source>
        <translation>{0} legte ein Plättchen auf {1}{2} und spielte {3}</translation>
    </message>
    <message>
        <source>, paying its cost</source>
        <translation> und zahlte ihre Kosten</translation>
    </message>
    <message>
        <source>{0} resolved the played card{1}</source>
        <translation>{0} führte die ausgespielte Karte aus{1}</translation>
    </message>
    <message>
        <source> and upgraded it</source>
        <translation> und wertete auf</translation>
    </message>
    <message>
        <source>{0} built a {1} on {2}{3}{4}</source>
        <translation>{0} baute {1} auf {2}{3}{4}</translation>
    </message>
    <message>
        <source>{0} upgraded {1}</source>
        <translation>{0} wertete {1} auf</translation>
    </message>
    <message>
        <source> ({0})</source>
        <translation> ({0})</translation>
    </message>
    <message>
        <source>{0} gained {1}{2}</source>
        <translation>{0} erhielt {1}{2}</translation>
    </message>
    <message>
        <source>{0} paid {1}</source>
        <translation>{0} bezahlte {1}</translation>
    </message>
    <message>
        <source>{0} advanced {1} on the Federation track</source>
        <translation>{0} schritt {1} auf der Staatenbund-Leiste voran</translation>
    </message>
    <message>
        <source>{0} used the action card {1}</source>
        <translation>{0} nutzte die Aktionskarte {1}</translation>
    </message>
    <message>
        <source>{0} took the instant effect of the metropolis on {1}</source>
        <translation>{0} nahm den sofortigen Effekt der Metropole auf {1}</translation>
    </message>
    <message>
        <source> and used it</source>
        <translation> und nutzte sie</translation>
    </message>
    <message>
        <source>{0} discarded the action card {1}{2}</source>
        <translation>{0} warf die Aktionskarte {1} ab{2}</translation>
    </message>
    <message>
        <source>{0} finished the effect</source>
        <translation>{0} beendete den Effekt</translation>
    </message>
    <message>
        <source>{0} ended the turn</source>
        <translation>{0} beendete den Zug</translation>
    </message>
    <message>
        <source>Revealed era card #{0} for the 4th blocking tile</source>
        <translation>Ärakarte #{0} für das 4. Plättchen der unbenutzten Farbe aufgedeckt</translation>
    </message>
    <message>
        <source>Production, feeding and the end of the era</source>
        <translation>Produktion, Ernährung und Ende der Ära</translation>
    </message>
    <message>
        <source>Correction for {0}: {1}</source>
        <translation>Korrektur für {0}: {1}</translation>
    </message>
    <message>
        <source>{0} is {1} on this board</source>
        <translation>{0} ist auf diesem Spielplan {1}</translation>
    </message>
    <message>
        <source>Play order: {0}</source>
        <translation>Zugfolge: {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn begins</source>
        <translation>{1} Zug von {0} beginnt</translation>
    </message>
    <message>
        <source>the card matches</source>
        <translation>die Farbe passt</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>tile on {0}: {1}</source>
        <translation>Plättchen auf {0}: {1}</translation>
    </message>
    <message>
        <source>resolving {0}</source>
        <translation>führt aus: {0}</translation>
    </message>
    <message>
        <source>effect finished</source>
        <translation>Effekt beendet</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>abgeworfen</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>beansprucht</translation>
    </message>
    <message>
        <source>claimed as an action card</source>
        <translation>als Aktionskarte beansprucht</translation>
    </message>
    <message>
        <source>back under the special deck</source>
        <translation>zurück unter den Spezialkartenstapel</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>aus dem Spiel</translation>
    </message>
    <message>
        <source>kept (paid special)</source>
        <translation>behalten (bezahlte Spezialkarte)</translation>
    </message>
    <message>
        <source>the played card: {0}</source>
        <translation>die ausgespielte Karte: {0}</translation>
    </message>
    <message>
        <source>{0} built on {1}, paying {2}</source>
        <translation>{0} gebaut auf {1}, bezahlt: {2}</translation>
    </message>
    <message>
        <source>{0} upgraded, paying {1}</source>
        <translation>{0} aufgewertet, bezahlt: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} ({2})</source>
        <translation>{0}: {1} ({2})</translation>
    </message>
    <message>
        <source>{0} moved to space {1} of the Federation track</source>
        <translation>{0} rückte auf Feld {1} der Staatenbund-Leiste</translation>
    </message>
    <message>
        <source>{0} turned the action card {1} sideways</source>
        <translation>{0} drehte die Aktionskarte {1} quer</translation>
    </message>
    <message>
        <source>{0} discarded the action card {1}</source>
        <translation>{0} warf die Aktionskarte {1} ab</translation>
    </message>
    <message>
        <source>{0} took the special card “{1}”</source>
        <translation>{0} nahm die Spezialkarte „{1}“</translation>
    </message>
    <message>
        <source>{0} took a special card</source>
        <translation>{0} nahm eine Spezialkarte</translation>
    </message>
    <message>
        <source>{0} connected the metropolis on {1}: its instant effect is offered</source>
        <translation>{0} hat die Metropole auf {1} verbunden: ihr sofortiger Effekt steht bereit</translation>
    </message>
    <message>
        <source>{0} took the metropolis&apos;s instant effect</source>
        <translation>{0} nahm den sofortigen Effekt der Metropole</translation>
    </message>
    <message>
        <source>{0}&apos;s turn ended</source>
        <translation>Zug von {0} beendet</translation>
    </message>
    <message>
        <source>Round {0} ended; new play order: {1}</source>
        <translation>Runde {0} beendet; neue Zugfolge: {1}</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>keeping cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Round {0}, era {1}: {2}</source>
        <translation>Runde {0}, Ära {1}: {2}</translation>
    </message>
    <message>
        <source>4th blocking tile on {0}</source>
        <translation>4. Plättchen der unbenutzten Farbe auf {0}</translation>
    </message>
    <message>
        <source>{0} produced {1}</source>
        <translation>{0} produzierte {1}</translation>
    </message>
    <message>
        <source>{0} fed {1} cities: {2} kelp, {3} biomatter, {4} points lost</source>
        <translation>{0} ernährte {1} Städte: {2} Tang, {3} Biomasse, {4} Punkte verloren</translation>
    </message>
    <message>
        <source>all action cards refreshed</source>
        <translation>alle Aktionskarten wieder verfügbar</translation>
    </message>
    <message>
        <source>{0} corrected by hand: {1}</source>
        <translation>{0} von Hand korrigiert: {1}</translation>
    </message>
    <message>
        <source>{0} is now {1}</source>
        <translation>{0} ist jetzt {1}</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>{who} has already placed an action tile this turn.</source>
        <translation>{who} hat in diesem Zug schon ein Aktionsplättchen gelegt.</translation>
    </message>
    <message>
        <source>The structure on {site} is already upgraded.</source>
        <translation>Die Struktur auf {site} ist schon aufgewertet.</translation>
    </message>
    <message>
        <source>{who} has 5 action cards: discard one first (limit of four).</source>
        <translation>{who} hat 5 Aktionskarten: zuerst eine abwerfen (4-Karten-Regel).</translation>
    </message>
    <message>
        <source>That action card was already used this era.</source>
        <translation>Diese Aktionskarte wurde in dieser Ära schon genutzt.</translation>
    </message>
    <message>
        <source>{who} cannot build on {site}: it is not next to a city or a city site where a city could be built now.</source>
        <translation>{who} kann nicht auf {site} bauen: Der Bauplatz liegt weder neben einer Stadt noch neben einem Stadtbauplatz, auf dem jetzt eine Stadt gebaut werden könnte.</translation>
    </message>
    <message>
        <source>The played card has already been resolved.</source>
        <translation>Die ausgespielte Karte wurde schon ausgeführt.</translation>
    </message>
    <message>
        <source>The played card does not match the slot&apos;s colour: it was discarded without effect.</source>
        <translation>Die ausgespielte Karte passt nicht zur Farbe des Platzes: Sie wurde ohne Effekt abgeworfen.</translation>
    </message>
    <message>
        <source>{who} must play a card with the action tile.</source>
        <translation>{who} muss mit dem Aktionsplättchen eine Karte ausspielen.</translation>
    </message>
    <message>
        <source>Say what type the played card is (instant, permanent, action, production or end-scoring) to resolve it.</source>
        <translation>Gib den Typ der ausgespielten Karte an (Soforteffekt, dauerhaft, Aktion, Produktion oder Schlusswertung), um sie auszuführen.</translation>
    </message>
    <message>
        <source>Cities are never upgraded.</source>
        <translation>Städte werden nie aufgewertet.</translation>
    </message>
    <message>
        <source>{who} cannot build a city on {site}: it is not next to one of their cities.</source>
        <translation>{who} kann auf {site} keine Stadt bauen: Der Platz liegt nicht neben einer eigenen Stadt.</translation>
    </message>
    <message>
        <source>The always-available slot is never occupied, so the action-cloning tile is not needed there.</source>
        <translation>Der jederzeit verfügbare Platz ist nie besetzt, dort braucht es das Aktionskopie-Plättchen nicht.</translation>
    </message>
    <message>
        <source>The action-cloning tile is used only with 4 players.</source>
        <translation>Das Aktionskopie-Plättchen wird nur zu viert benutzt.</translation>
    </message>
    <message>
        <source>The action-cloning tile goes on a slot another player occupies; this one is free.</source>
        <translation>Das Aktionskopie-Plättchen kommt auf einen Platz, den jemand anderes besetzt; dieser ist frei.</translation>
    </message>
    <message>
        <source>{who} already occupies that slot: the cloning tile needs a slot occupied by another player.</source>
        <translation>{who} besetzt diesen Platz schon: Das Aktionskopie-Plättchen braucht einen Platz, den jemand anderes besetzt.</translation>
    </message>
    <message>
        <source>The action-cloning tile was already used this round.</source>
        <translation>Das Aktionskopie-Plättchen wurde in dieser Runde schon genutzt.</translation>
    </message>
    <message>
        <source>Discarding down to the hand limit happens at the start of a turn.</source>
        <translation>Auf das Handkartenlimit abgeworfen wird zu Beginn eines Zuges.</translation>
    </message>
    <message>
        <source>The card just claimed stays: discard one of the action cards you had before.</source>
        <translation>Die gerade beanspruchte Karte bleibt: wirf 1 der bisherigen Aktionskarten ab.</translation>
    </message>
    <message>
        <source>Only {excess} cards need to be discarded.</source>
        <translation>Nur {excess} Karten müssen abgeworfen werden.</translation>
    </message>
    <message>
        <source>Only 1 card needs to be discarded.</source>
        <translation>Nur 1 Karte muss abgeworfen werden.</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Jeder Spieler braucht einen anderen Namen.</translation>
    </message>
    <message>
        <source>The correction changes nothing.</source>
        <translation>Die Korrektur ändert nichts.</translation>
    </message>
    <message>
        <source>Say what was gained.</source>
        <translation>Gib an, was erhalten wurde.</translation>
    </message>
    <message>
        <source>{who} may build on the expansion site {site} only with a card that allows it.</source>
        <translation>{who} darf auf dem Erweiterungsbauplatz {site} nur mit einer Karte bauen, die es erlaubt.</translation>
    </message>
    <message>
        <source>Finish the effect being resolved first: the card and the slot are resolved separately, never interleaved.</source>
        <translation>Beende zuerst den laufenden Effekt: Karte und Platz werden getrennt ausgeführt, nie ineinander verschachtelt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>The {side} side of the main board is not for {players} players.</source>
        <translation>Die Seite {side} des Hauptspielplans ist nicht für {players} Spieler.</translation>
    </message>
    <message>
        <source>{who} must first discard down to {limit} cards (holds {hand}).</source>
        <translation>{who} muss zuerst auf {limit} Karten abwerfen (hält {hand}).</translation>
    </message>
    <message>
        <source>That correction would leave a counter below 0.</source>
        <translation>Diese Korrektur brächte einen Zähler unter 0.</translation>
    </message>
    <message>
        <source>{who} holds {hand} cards, within the limit of {limit}: no discard is needed.</source>
        <translation>{who} hält {hand} Karten, innerhalb des Limits von {limit}: kein Abwerfen nötig.</translation>
    </message>
    <message>
        <source>There are no symbiotic (purple) domes left for this player count.</source>
        <translation>Für diese Spielerzahl sind keine symbiotischen (violetten) Kuppeln mehr übrig.</translation>
    </message>
    <message>
        <source>There are no tunnel tiles left in the supply.</source>
        <translation>Im Vorrat sind keine Tunnelplättchen mehr.</translation>
    </message>
    <message>
        <source>All 17 nonsymbiotic (white) domes are in play.</source>
        <translation>Alle 17 nicht-symbiotischen (weißen) Kuppeln sind im Spiel.</translation>
    </message>
    <message>
        <source>Production runs after rounds 4, 7 and 10; this is round {round}.</source>
        <translation>Produktion ist nach den Runden 4, 7 und 10; jetzt ist Runde {round}.</translation>
    </message>
    <message>
        <source>That metropolis was not connected this turn (or its effect was taken).</source>
        <translation>Diese Metropole wurde in diesem Zug nicht verbunden (oder ihr Effekt wurde schon genommen).</translation>
    </message>
    <message>
        <source>That face-up card was named “{name}” at setup.</source>
        <translation>Diese offene Karte wurde beim Aufbau „{name}“ genannt.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>{who} has nothing built on {site}.</source>
        <translation>{who} hat auf {site} nichts gebaut.</translation>
    </message>
    <message>
        <source>{who} must first choose an action slot.</source>
        <translation>{who} muss zuerst einen Aktionsplatz wählen.</translation>
    </message>
    <message>
        <source>{who} has already built on {site}.</source>
        <translation>{who} hat auf {site} schon gebaut.</translation>
    </message>
    <message>
        <source>A blocking tile covers that slot this round.</source>
        <translation>Ein Plättchen der unbenutzten Farbe besetzt diesen Platz in dieser Runde.</translation>
    </message>
    <message>
        <source>That action slot is already occupied this round.</source>
        <translation>Dieser Aktionsplatz ist in dieser Runde schon besetzt.</translation>
    </message>
    <message>
        <source>{who} could not use any part of that slot&apos;s action, so it may not be chosen.</source>
        <translation>{who} könnte keinen Teil dieser Aktion nutzen, darum darf der Platz nicht gewählt werden.</translation>
    </message>
    <message>
        <source>The solo game uses the expert (asymmetric) side of the player board.</source>
        <translation>Im Solospiel wird die Expertenseite (asymmetrisch) des Spielerbogens benutzt.</translation>
    </message>
    <message>
        <source>Government contracts are not used in the solo game.</source>
        <translation>Im Solospiel werden keine Regierungsaufträge benutzt.</translation>
    </message>
    <message>
        <source>{who} cannot build a tunnel on {site}: it would not connect to the start city.</source>
        <translation>{who} kann auf {site} keinen Tunnel bauen: Er wäre nicht mit der Start-Stadt verbunden.</translation>
    </message>
    <message>
        <source>This effect builds at the usual cost: no discount or stated cost.</source>
        <translation>Dieser Effekt baut zu den üblichen Kosten: keine Ermäßigung, keine angegebenen Kosten.</translation>
    </message>
    <message>
        <source>This game is already set up.</source>
        <translation>Diese Partie ist schon vorbereitet.</translation>
    </message>
    <message>
        <source>The companion did not understand that tap.</source>
        <translation>Der Begleiter hat diese Eingabe nicht verstanden.</translation>
    </message>
    <message>
        <source>Line {line} of the file is not valid JSON.</source>
        <translation>Zeile {line} der Datei ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>A name must be plain text, without invisible control characters.</source>
        <translation>Ein Name muss schlichter Text sein, ohne unsichtbare Steuerzeichen.</translation>
    </message>
    <message>
        <source>The file holds text with a broken character escape.</source>
        <translation>Die Datei enthält Text mit einem kaputten Zeichen-Escape.</translation>
    </message>
    <message>
        <source>The file names the same field twice in one place.</source>
        <translation>Die Datei nennt dasselbe Feld an einer Stelle zweimal.</translation>
    </message>
    <message>
        <source>The file is too large to be read.</source>
        <translation>Die Datei ist zu groß, um gelesen zu werden.</translation>
    </message>
    <message>
        <source>The file holds a value that is not a number.</source>
        <translation>Die Datei enthält einen Wert, der keine Zahl ist.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (line {line}); save it as UTF-8 and try again.</source>
        <translation>Die Datei ist kein UTF-8-Text (Zeile {line}); speichere sie als UTF-8 und versuche es erneut.</translation>
    </message>
    <message>
        <source>The file holds a number too large to be read.</source>
        <translation>Die Datei enthält eine Zahl, die zu groß ist, um gelesen zu werden.</translation>
    </message>
    <message>
        <source>The file nests lists and objects too deep to be read.</source>
        <translation>Die Datei verschachtelt Listen und Objekte zu tief, um gelesen zu werden.</translation>
    </message>
    <message>
        <source>The play order must name every seat exactly once.</source>
        <translation>Die Zugfolge muss jeden Platz genau einmal nennen.</translation>
    </message>
    <message>
        <source>Underwater Cities is played by 1 to 4 players.</source>
        <translation>Underwater Cities wird von 1 bis 4 Spielern gespielt.</translation>
    </message>
    <message>
        <source>That answer is not one of the options of this production choice.</source>
        <translation>Diese Antwort gehört nicht zu den Möglichkeiten dieser Produktionswahl.</translation>
    </message>
    <message>
        <source>The player-board file {file} is damaged; reinstall the companion.</source>
        <translation>Die Spielerbogen-Datei {file} ist beschädigt; installiert den Begleiter neu.</translation>
    </message>
    <message>
        <source>Player board {board} is not a {side} board (all players use the same side).</source>
        <translation>Spielerbogen {board} gehört nicht zur Seite „{side}“ (alle benutzen dieselbe Seite).</translation>
    </message>
    <message>
        <source>The layout of board {board} is not usable: check it in the board editor.</source>
        <translation>Der Aufbau von Spielerbogen {board} ist nicht verwendbar: prüfe ihn im Spielerbogen-Editor.</translation>
    </message>
    <message>
        <source>The setup does not carry one layout of each board of the side.</source>
        <translation>Der Spielaufbau enthält nicht für jeden Spielerbogen dieser Seite einen Aufbau.</translation>
    </message>
    <message>
        <source>Two players cannot use the same player board.</source>
        <translation>Zwei Spieler können nicht denselben Spielerbogen benutzen.</translation>
    </message>
    <message>
        <source>{who} cannot pay {cost}.</source>
        <translation>{who} kann {cost} nicht bezahlen.</translation>
    </message>
    <message>
        <source>{who} needs 1 credit for the action-cloning tile.</source>
        <translation>{who} braucht 1 Credit für das Aktionskopie-Plättchen.</translation>
    </message>
    <message>
        <source>The game&apos;s setup cannot be deleted; correct it, or delete the whole game.</source>
        <translation>Die Spielvorbereitung kann nicht gelöscht werden; korrigiere sie oder lösche die ganze Partie.</translation>
    </message>
    <message>
        <source>{who} does not meet the card&apos;s condition (has {have}, needs {need}).</source>
        <translation>{who} erfüllt die Bedingung der Karte nicht (hat {have}, braucht {need}).</translation>
    </message>
    <message>
        <source>The card file {file} is damaged; reinstall the companion.</source>
        <translation>Die Kartendatei {file} ist beschädigt; installiert den Begleiter neu.</translation>
    </message>
    <message>
        <source>The companion&apos;s database {path} is damaged. It can be moved aside, kept whole, and a fresh database started.</source>
        <translation>Die Datenbank {path} des Begleiters ist beschädigt. Sie kann unverändert beiseitegelegt und eine neue Datenbank begonnen werden.</translation>
    </message>
    <message>
        <source>The database {path} was written by a newer version of the companion; this version cannot read it. It was not changed.</source>
        <translation>Die Datenbank {path} stammt von einer neueren Version des Begleiters; diese Version kann sie nicht lesen. Sie wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Game {game} cannot be read ({reason}). It can be exported as far as it reads, or deleted; the other games are not affected.</source>
        <translation>Spiel {game} kann nicht gelesen werden ({reason}). Es kann so weit exportiert werden, wie es lesbar ist, oder gelöscht werden; die anderen Spiele sind nicht betroffen.</translation>
    </message>
    <message>
        <source>The journal file of {path} was deleted while the companion was running; everything saved was written into the database.</source>
        <translation>Die Journaldatei von {path} wurde gelöscht, während der Begleiter lief; alles Gespeicherte wurde in die Datenbank geschrieben.</translation>
    </message>
    <message>
        <source>A journal file beside {path} belonged to another database; it was kept, unused, as {kept}. Your games are as they were.</source>
        <translation>Eine Journaldatei neben {path} gehörte zu einer anderen Datenbank; sie wurde unbenutzt als {kept} aufbewahrt. Deine Partien sind unverändert.</translation>
    </message>
    <message>
        <source>A journal file was found without its database; it was kept, unused, as {kept}, and a fresh database was started at {path}.</source>
        <translation>Eine Journaldatei ohne ihre Datenbank wurde gefunden; sie wurde unbenutzt als {kept} aufbewahrt, und unter {path} wurde eine neue Datenbank angelegt.</translation>
    </message>
    <message>
        <source>This tap is in conflict, but the reason saved with it does not read.</source>
        <translation>Dieser Tipp steht im Konflikt, aber der mit ihm gespeicherte Grund ist nicht lesbar.</translation>
    </message>
    <message>
        <source>The companion&apos;s database {path} cannot be used ({reason}). Nothing of this change was saved.</source>
        <translation>Die Datenbank {path} des Begleiters ist nicht nutzbar ({reason}). Von dieser Änderung wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>Say what was paid.</source>
        <translation>Gib an, was bezahlt wurde.</translation>
    </message>
    <message>
        <source>Only a face-up 3-credit special card is named.</source>
        <translation>Nur eine offene 3-Credit-Spezialkarte wird benannt.</translation>
    </message>
    <message>
        <source>The position file is not valid at {field}.</source>
        <translation>Die Positionsdatei ist bei {field} ungültig.</translation>
    </message>
    <message>
        <source>The built-in data of this game is damaged; reinstall the companion.</source>
        <translation>Die eingebauten Daten dieses Spiels sind beschädigt; installiert den Begleiter neu.</translation>
    </message>
    <message>
        <source>Line {line}: the game file&apos;s header is damaged.</source>
        <translation>Zeile {line}: Der Kopf der Partiedatei ist beschädigt.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not valid JSON.</source>
        <translation>Zeile {line} der Partiedatei ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>The game file holds no taps.</source>
        <translation>Die Partiedatei enthält keine Eingaben.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is a tap the rules do not allow.</source>
        <translation>Zeile {line} der Partiedatei ist eine Eingabe, die die Regeln nicht erlauben.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not a valid tap.</source>
        <translation>Zeile {line} der Partiedatei ist keine gültige Eingabe.</translation>
    </message>
    <message>
        <source>Line {line} is a header, but a header may only be the first line.</source>
        <translation>Zeile {line} ist ein Kopf, aber ein Kopf darf nur in der ersten Zeile stehen.</translation>
    </message>
    <message>
        <source>The game file does not say which game it holds; choose the game to import it as.</source>
        <translation>Die Partiedatei sagt nicht, welches Spiel sie enthält; wähle das Spiel für den Import.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not a tap.</source>
        <translation>Zeile {line} der Partiedatei ist keine Eingabe.</translation>
    </message>
    <message>
        <source>The file is not a companion game file (line {line}).</source>
        <translation>Die Datei ist keine Partiedatei des Begleiters (Zeile {line}).</translation>
    </message>
    <message>
        <source>This game file was made by a newer version of the companion; this version cannot read it.</source>
        <translation>Diese Partiedatei stammt von einer neueren Version des Begleiters; diese Version kann sie nicht lesen.</translation>
    </message>
    <message>
        <source>The game file holds a game the companion does not know.</source>
        <translation>Die Partiedatei enthält ein Spiel, das der Begleiter nicht kennt.</translation>
    </message>
    <message>
        <source>The game file holds a game of another kind.</source>
        <translation>Die Partiedatei enthält ein anderes Spiel.</translation>
    </message>
    <message>
        <source>There is no player number {profile}.</source>
        <translation>Es gibt keinen Spieler Nummer {profile}.</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>Es gibt schon einen Spieler namens {name}.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Ein Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>A player&apos;s name has at most {limit} characters.</source>
        <translation>Der Name eines Spielers hat höchstens {limit} Zeichen.</translation>
    </message>
    <message>
        <source>That is not a colour: choose one of the colours shown.</source>
        <translation>Das ist keine Farbe: Wähle eine der gezeigten Farben.</translation>
    </message>
    <message>
        <source>A player cannot be merged with themselves.</source>
        <translation>Ein Spieler kann nicht mit sich selbst zusammengeführt werden.</translation>
    </message>
    <message>
        <source>Game {game} is not finished yet; only a finished game has a result.</source>
        <translation>Partie {game} ist noch nicht zu Ende; nur eine beendete Partie hat ein Ergebnis.</translation>
    </message>
    <message>
        <source>{path} exists already; it was not overwritten.</source>
        <translation>{path} gibt es schon; die Datei wurde nicht überschrieben.</translation>
    </message>
    <message>
        <source>The backup {path} could not be written. Nothing was changed.</source>
        <translation>Die Sicherung {path} konnte nicht geschrieben werden. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored ({reason}). Nothing was changed.</source>
        <translation>Die Sicherung {path} kann nicht wiederhergestellt werden ({reason}). Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The card library is damaged: an entry cannot be read.</source>
        <translation>Die Kartenbibliothek ist beschädigt: Ein Eintrag kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>A file of the card library is damaged; reinstall the companion.</source>
        <translation>Eine Datei der Kartenbibliothek ist beschädigt; installiert den Begleiter neu.</translation>
    </message>
    <message>
        <source>The card library cannot be opened.</source>
        <translation>Die Kartenbibliothek lässt sich nicht öffnen.</translation>
    </message>
    <message>
        <source>The card library could not be saved.</source>
        <translation>Die Kartenbibliothek konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Give every player one brown and two blue metropolis tiles.</source>
        <translation>Gib jedem Spieler ein braunes und zwei blaue Metropolenplättchen.</translation>
    </message>
    <message>
        <source>A metropolis tile cannot be dealt twice.</source>
        <translation>Ein Metropolenplättchen kann nicht zweimal verteilt werden.</translation>
    </message>
    <message>
        <source>A text of the companion is incomplete.</source>
        <translation>Ein Text des Begleiters ist unvollständig.</translation>
    </message>
    <message>
        <source>A gain cannot be negative (use a correction).</source>
        <translation>Ein Ertrag kann nicht negativ sein (nutze eine Korrektur).</translation>
    </message>
    <message>
        <source>No action card needs to be discarded now.</source>
        <translation>Jetzt muss keine Aktionskarte abgeworfen werden.</translation>
    </message>
    <message>
        <source>{who} has no card to play.</source>
        <translation>{who} hat keine Karte zum Ausspielen.</translation>
    </message>
    <message>
        <source>No card needs to be revealed now.</source>
        <translation>Jetzt muss keine Karte aufgedeckt werden.</translation>
    </message>
    <message>
        <source>There is no tap number {seq} in this game.</source>
        <translation>In dieser Partie gibt es keine Eingabe Nummer {seq}.</translation>
    </message>
    <message>
        <source>There is no saved game number {game}.</source>
        <translation>Es gibt keine gespeicherte Partie Nummer {game}.</translation>
    </message>
    <message>
        <source>That 3-credit special card is not face up (anymore).</source>
        <translation>Diese 3-Credit-Spezialkarte liegt nicht (mehr) offen aus.</translation>
    </message>
    <message>
        <source>Teaching mode does not know this game yet.</source>
        <translation>Der Lernmodus kennt dieses Spiel noch nicht.</translation>
    </message>
    <message>
        <source>The file {path} is a database of another program; it was not changed.</source>
        <translation>Die Datei {path} ist eine Datenbank eines anderen Programms; sie wurde nicht verändert.</translation>
    </message>
    <message>
        <source>No turn is being played now (the game is in its {phase} phase).</source>
        <translation>Gerade wird kein Zug gespielt (das Spiel ist in der Phase: {phase}).</translation>
    </message>
    <message>
        <source>{effect} does not allow that now: finish it or use one of its parts.</source>
        <translation>{effect} erlaubt das jetzt nicht: Beende es oder nutze einen seiner Teile.</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Bereitet zuerst die Partie vor.</translation>
    </message>
    <message>
        <source>Only special cards have a cost to pay.</source>
        <translation>Nur Spezialkarten haben Kosten.</translation>
    </message>
    <message>
        <source>It is not {who}&apos;s turn.</source>
        <translation>{who} ist nicht am Zug.</translation>
    </message>
    <message>
        <source>No effect is being resolved.</source>
        <translation>Gerade wird kein Effekt ausgeführt.</translation>
    </message>
    <message>
        <source>{who} has nothing left to resolve this turn: end the turn.</source>
        <translation>{who} hat in diesem Zug nichts mehr auszuführen: Zug beenden.</translation>
    </message>
    <message>
        <source>Payments are recorded only while resolving a card that asks for one.</source>
        <translation>Zahlungen werden nur erfasst, während eine Karte ausgeführt wird, die eine verlangt.</translation>
    </message>
    <message>
        <source>The slot&apos;s action is done; to do that with the played card, resolve the card first.</source>
        <translation>Die Aktion des Platzes ist erledigt; um das mit der ausgespielten Karte zu tun, führt zuerst die Karte aus.</translation>
    </message>
    <message>
        <source>Say which site the correction is about.</source>
        <translation>Gib an, welchen Bauplatz die Korrektur betrifft.</translation>
    </message>
    <message>
        <source>The action-slot file {file} is damaged; reinstall the companion.</source>
        <translation>Die Datei der Aktionsplätze {file} ist beschädigt; installiert den Begleiter neu.</translation>
    </message>
    <message>
        <source>Reveal the top era card first: its number places the 4th blocking tile.</source>
        <translation>Deckt zuerst die oberste Ärakarte auf: Ihre Nummer bestimmt den Platz des 4. Plättchens der unbenutzten Farbe.</translation>
    </message>
    <message>
        <source>This game was saved by another version of the companion. Open it for playing once to bring it up to date.</source>
        <translation>Diese Partie wurde von einer anderen Version des Begleiters gespeichert. Öffne sie einmal zum Spielen, um sie zu aktualisieren.</translation>
    </message>
    <message>
        <source>The teaching file {file} is damaged; reinstall the companion.</source>
        <translation>Die Lerndatei {file} ist beschädigt; installiert den Begleiter neu.</translation>
    </message>
    <message>
        <source>The teaching file {file} is missing; reinstall the companion.</source>
        <translation>Die Lerndatei {file} fehlt; installiert den Begleiter neu.</translation>
    </message>
    <message>
        <source>The lessons seen could not be read or saved in {file}.</source>
        <translation>Die gesehenen Lektionen konnten in {file} nicht gelesen oder gespeichert werden.</translation>
    </message>
    <message>
        <source>{who} has no such action card.</source>
        <translation>{who} hat keine solche Aktionskarte.</translation>
    </message>
    <message>
        <source>There is no player board {board}: boards are numbered 1 to 8.</source>
        <translation>Es gibt keinen Spielerbogen {board}: Die Bögen sind von 1 bis 8 nummeriert.</translation>
    </message>
    <message>
        <source>There is no player-board side {side}: choose standard or asymmetric.</source>
        <translation>Es gibt keine Spielerbogen-Seite {side}: Wähle Standard oder asymmetrisch.</translation>
    </message>
    <message>
        <source>The companion does not know that tap.</source>
        <translation>Der Begleiter kennt diese Eingabe nicht.</translation>
    </message>
    <message>
        <source>The companion does not know the game {game}.</source>
        <translation>Der Begleiter kennt das Spiel {game} nicht.</translation>
    </message>
    <message>
        <source>Say which game: {games}.</source>
        <translation>Sag, welches Spiel: {games}.</translation>
    </message>
    <message>
        <source>The game plug-in {entry_point} is declared under another name.</source>
        <translation>Das Spiel-Plug-in {entry_point} ist unter einem anderen Namen eingetragen.</translation>
    </message>
    <message>
        <source>There is no lesson {lesson}.</source>
        <translation>Es gibt keine Lektion {lesson}.</translation>
    </message>
    <message>
        <source>{tile} is not a metropolis tile of that kind.</source>
        <translation>{tile} ist kein Metropolenplättchen dieser Art.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>An diesem Tisch gibt es keinen solchen Spieler.</translation>
    </message>
    <message>
        <source>{who} has no such production choice.</source>
        <translation>{who} hat keine solche Produktionswahl.</translation>
    </message>
    <message>
        <source>{line} is not a line that waits for the table (it may have been taught).</source>
        <translation>{line} ist keine Zeile, die auf den Tisch wartet (vielleicht wurde sie schon beigebracht).</translation>
    </message>
    <message>
        <source>Say what each line marked ⚠ produced, or skip it: production is applied only when every line is settled.</source>
        <translation>Gib an, was jede mit ⚠ markierte Zeile produziert hat, oder überspringe sie: die Produktion wird erst angewendet, wenn jede Zeile festgelegt ist.</translation>
    </message>
    <message>
        <source>Say what each line marked ⚠ scored, or skip it: final scoring is settled only when every line is.</source>
        <translation>Gib an, was jede mit ⚠ markierte Zeile an Punkten brachte, oder überspringe sie: die Schlusswertung steht erst fest, wenn jede Zeile festgelegt ist.</translation>
    </message>
    <message>
        <source>Final-scoring lines are settled after the last production.</source>
        <translation>Zeilen der Schlusswertung werden nach der letzten Produktion festgelegt.</translation>
    </message>
    <message>
        <source>Every final-scoring line is already settled.</source>
        <translation>Jede Zeile der Schlusswertung ist schon festgelegt.</translation>
    </message>
    <message>
        <source>The lines cannot have spent more resources than the player holds.</source>
        <translation>Die Zeilen können nicht mehr Ressourcen ausgegeben haben, als der Spieler besitzt.</translation>
    </message>
    <message>
        <source>{site} is not a site of this player board.</source>
        <translation>{site} ist kein Bauplatz dieses Spielerbogens.</translation>
    </message>
    <message>
        <source>There is no such action slot on this side of the main board.</source>
        <translation>Auf dieser Seite des Hauptspielplans gibt es keinen solchen Aktionsplatz.</translation>
    </message>
    <message>
        <source>A text of the companion is missing.</source>
        <translation>Ein Text des Begleiters fehlt.</translation>
    </message>
    <message>
        <source>An upgrade costs 1 science.</source>
        <translation>Eine Aufwertung kostet 1 Wissenschaft.</translation>
    </message>
    <message>
        <source>{payment} does not pay {cost} (biomatter may stand in only for kelp or steelplast of a build).</source>
        <translation>{payment} bezahlt nicht {cost} (Biomasse darf nur Tang oder Stahlplastik beim Bauen ersetzen).</translation>
    </message>
    <message>
        <source>That cannot be built on {site}.</source>
        <translation>Das kann nicht auf {site} gebaut werden.</translation>
    </message>
    <message>
        <source>This game is open read-only here, so it cannot be changed. Close it in the other window to play it here.</source>
        <translation>Diese Partie ist hier nur zum Lesen geöffnet und kann nicht verändert werden. Schließt sie im anderen Fenster, um sie hier zu spielen.</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>Spielvorbereitung</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>keeping cards</source>
        <translation>Karten behalten</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
</context>
<context>
    <name>otys</name>
    <message>
        <source>{0}: {1}★, {2} credits, {3} batteries</source>
        <translation>{0}: {1}★, {2} Credits, {3} Batterien</translation>
    </message>
    <message>
        <source> Private contracts ({0}): tap to show</source>
        <translation> Private Aufträge ({0}): zum Zeigen tippen</translation>
    </message>
    <message>
        <source>{0}{1} · {2}★ · credits {3} · batteries {4} · neutral X-keys {5}</source>
        <translation>{0}{1} · {2}★ · Credits {3} · Batterien {4} · neutrale X-Schlüssel {5}</translation>
    </message>
    <message>
        <source> Hacker track</source>
        <translation> Hacker-Leiste</translation>
    </message>
    <message>
        <source>X ready</source>
        <translation>X bereit</translation>
    </message>
    <message>
        <source>X used</source>
        <translation>X benutzt</translation>
    </message>
    <message>
        <source> Mechanic {0}/3: a battery moves {1} · Hacker {2}/3: keys back at {3}</source>
        <translation> Mechaniker {0}/3: eine Batterie bewegt {1} · Hacker {2}/3: Schlüssel zurück bei {3}</translation>
    </message>
    <message>
        <source> Private contracts ({0}): {1}</source>
        <translation> Private Aufträge ({0}): {1}</translation>
    </message>
    <message>
        <source>Public contracts</source>
        <translation>Öffentliche Aufträge</translation>
    </message>
    <message>
        <source>Emporium</source>
        <translation>Emporium</translation>
    </message>
    <message>
        <source>18★ ends the game · neutral X-keys {0} · deck {1} · bag {2}</source>
        <translation>18★ beendet das Spiel · neutrale X-Schlüssel {0} · Stapel {1} · Beutel {2}</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>Sponsor 4</source>
        <translation>Sponsor 4</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestige</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Most prestige wins; a tie goes to most resources in the dig zones (the last column), then the victory is shared (p. 8).</source>
        <translation>Das meiste Prestige gewinnt; bei Gleichstand die meisten Ressourcen in den Grabungszonen (letzte Spalte), sonst wird der Sieg geteilt (S. 8).</translation>
    </message>
    <message>
        <source>Prestige by source</source>
        <translation>Prestige nach Herkunft</translation>
    </message>
    <message>
        <source>Setup: {0}</source>
        <translation>Aufbau: {0}</translation>
    </message>
    <message>
        <source>Contract named: {0}</source>
        <translation>Auftrag genannt: {0}</translation>
    </message>
    <message>
        <source>Reward token named: {0}</source>
        <translation>Belohnungsplättchen genannt: {0}</translation>
    </message>
    <message>
        <source>{0} chooses {1}</source>
        <translation>{0} wählt {1}</translation>
    </message>
    <message>
        <source>{0} ends the phase</source>
        <translation>{0} beendet die Phase</translation>
    </message>
    <message>
        <source>{0} ends the turn</source>
        <translation>{0} beendet den Zug</translation>
    </message>
    <message>
        <source>{0} keeps the diver down with a battery</source>
        <translation>{0} hält den Taucher mit einer Batterie unten</translation>
    </message>
    <message>
        <source>{0}: the copied diver {1}</source>
        <translation>{0}: der kopierte Taucher {1}</translation>
    </message>
    <message>
        <source>stays down</source>
        <translation>bleibt unten</translation>
    </message>
    <message>
        <source>surfaces</source>
        <translation>taucht auf</translation>
    </message>
    <message>
        <source>{0}: a battery moves the diver from {1} to {2}</source>
        <translation>{0}: eine Batterie bewegt den Taucher von {1} nach {2}</translation>
    </message>
    <message>
        <source>{0} fulfils a contract at level {1}</source>
        <translation>{0} erfüllt einen Auftrag auf Ebene {1}</translation>
    </message>
    <message>
        <source>The game is set up</source>
        <translation>Die Partie ist vorbereitet</translation>
    </message>
    <message>
        <source>{0}: {1} at level {2}</source>
        <translation>{0}: {1} auf Ebene {2}</translation>
    </message>
    <message>
        <source>The sponsors turn: 5 goes to level 1</source>
        <translation>Die Sponsoren rücken: 5 geht auf Ebene 1</translation>
    </message>
    <message>
        <source>{0} uses sponsor {1}</source>
        <translation>{0} nutzt Sponsor {1}</translation>
    </message>
    <message>
        <source>{0}★</source>
        <translation>{0}★</translation>
    </message>
    <message>
        <source>{0} credits</source>
        <translation>{0} Credits</translation>
    </message>
    <message>
        <source>{0} batteries</source>
        <translation>{0} Batterien</translation>
    </message>
    <message>
        <source>{0} neutral X</source>
        <translation>{0} neutrale X</translation>
    </message>
    <message>
        <source>{0}: diver from {1} to {2}</source>
        <translation>{0}: Taucher von {1} nach {2}</translation>
    </message>
    <message>
        <source>{0}: the {1} is equipped</source>
        <translation>{0}: {1} ist ausgerüstet</translation>
    </message>
    <message>
        <source>{0}: phase {1}</source>
        <translation>{0}: Phase {1}</translation>
    </message>
    <message>
        <source>{0}: the {1} acts</source>
        <translation>{0}: {1} handelt</translation>
    </message>
    <message>
        <source>{0}: 1 {1} into the dig zone of level {2}</source>
        <translation>{0}: 1 {1} in die Grabungszone von Ebene {2}</translation>
    </message>
    <message>
        <source>{0}: 1 {1} from level {2} to level {3}</source>
        <translation>{0}: 1 {1} von Ebene {2} auf Ebene {3}</translation>
    </message>
    <message>
        <source>{0} sells 1 {1}</source>
        <translation>{0} verkauft 1 {1}</translation>
    </message>
    <message>
        <source>{0} buys 1 {1}</source>
        <translation>{0} kauft 1 {1}</translation>
    </message>
    <message>
        <source>{0} takes back {1}</source>
        <translation>{0} nimmt {1} zurück</translation>
    </message>
    <message>
        <source>{0} improves the {1}</source>
        <translation>{0} verbessert: {1}</translation>
    </message>
    <message>
        <source>{0} takes the reward token {1}</source>
        <translation>{0} nimmt das Belohnungsplättchen {1}</translation>
    </message>
    <message>
        <source>The table names what came up</source>
        <translation>Der Tisch nennt, was aufgedeckt wurde</translation>
    </message>
    <message>
        <source>The discarded reward tokens go back into the bag</source>
        <translation>Die abgelegten Belohnungsplättchen kommen zurück in den Beutel</translation>
    </message>
    <message>
        <source>Contract: {0}</source>
        <translation>Auftrag: {0}</translation>
    </message>
    <message>
        <source>Reward token: {0}</source>
        <translation>Belohnungsplättchen: {0}</translation>
    </message>
    <message>
        <source>{0} fulfils {1} at level {2}</source>
        <translation>{0} erfüllt {1} auf Ebene {2}</translation>
    </message>
    <message>
        <source>{0}: a battery keeps the diver down</source>
        <translation>{0}: eine Batterie hält den Taucher unten</translation>
    </message>
    <message>
        <source>{0}: {1} goes under the board</source>
        <translation>{0}: {1} kommt unter das Tableau</translation>
    </message>
    <message>
        <source>{0}: the keys meet the hacker and come back</source>
        <translation>{0}: die Schlüssel erreichen den Hacker und kommen zurück</translation>
    </message>
    <message>
        <source>{0}: copied diver kept down</source>
        <translation>{0}: kopierter Taucher bleibt unten</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>{0} ist am Zug</translation>
    </message>
    <message>
        <source>{0} reached 18★: the round is finished, then the end</source>
        <translation>{0} hat 18★ erreicht: die Runde wird beendet, dann ist Schluss</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>The board: hacker, mechanic, emporium</source>
        <translation>Das Spielbrett: Hacker, Mechaniker, Emporium</translation>
    </message>
    <message>
        <source>Contract {0}: {1}</source>
        <translation>Auftrag {0}: {1}</translation>
    </message>
    <message>
        <source>Reward token ×{0}: {1}</source>
        <translation>Belohnungsplättchen ×{0}: {1}</translation>
    </message>
    <message>
        <source>Free combination (different colours)</source>
        <translation>Freie Kombination (verschiedene Farben)</translation>
    </message>
    <message>
        <source>Different colours</source>
        <translation>Verschiedene Farben</translation>
    </message>
    <message>
        <source>Bonus: 1 credit</source>
        <translation>Bonus: 1 Credit</translation>
    </message>
    <message>
        <source>Bonus: 1 battery</source>
        <translation>Bonus: 1 Batterie</translation>
    </message>
    <message>
        <source>Keys on the hacker track that bring them back</source>
        <translation>Schlüssel auf der Hacker-Leiste, die sie zurückbringen</translation>
    </message>
    <message>
        <source>Mechanic: reach at 0, 1, 2, 3 improvements</source>
        <translation>Mechaniker: Reichweite bei 0, 1, 2, 3 Verbesserungen</translation>
    </message>
    <message>
        <source>Emporium rows</source>
        <translation>Reihen des Emporiums</translation>
    </message>
    <message>
        <source>Row {0}: credits, prestige</source>
        <translation>Reihe {0}: Credits, Prestige</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>How many in the bag</source>
        <translation>Wie viele im Beutel</translation>
    </message>
    <message>
        <source>Otys: board, contracts and reward tokens</source>
        <translation>Otys: Spielbrett, Aufträge und Belohnungsplättchen</translation>
    </message>
    <message>
        <source>The rulebook shows these only in pictures: what the app reads or a table taught is marked &quot;not checked against your copy&quot; until you confirm or correct it. Contracts are taught when they come up in play.</source>
        <translation>Die Spielregel zeigt das nur in Bildern: was die App liest oder ein Tisch eingegeben hat, ist als „nicht mit deinem Exemplar abgeglichen“ markiert, bis du es bestätigst oder korrigierst. Aufträge werden eingegeben, wenn sie im Spiel auftauchen.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Teach a token kind</source>
        <translation>Plättchenart eingeben</translation>
    </message>
    <message>
        <source>Matches my copy</source>
        <translation>Stimmt mit meinem Exemplar</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Korrektur speichern</translation>
    </message>
    <message>
        <source>not checked against your copy</source>
        <translation>nicht mit deinem Exemplar abgeglichen</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Mit deinem Exemplar abgeglichen.</translation>
    </message>
    <message>
        <source>Not checked against your copy. Source: {0}</source>
        <translation>Nicht mit deinem Exemplar abgeglichen. Quelle: {0}</translation>
    </message>
    <message>
        <source>A reward token kind the table met</source>
        <translation>Eine Art Belohnungsplättchen, die der Tisch gesehen hat</translation>
    </message>
    <message>
        <source>Choose its front and back, and how many the bag holds.</source>
        <translation>Wähle Vorder- und Rückseite und wie viele im Beutel sind.</translation>
    </message>
    <message>
        <source>This is not valid ({0}); nothing was saved.</source>
        <translation>Das ist nicht gültig ({0}); nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>Otys · the game is over</source>
        <translation>Otys · das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>{0} reached 18★: last round, {1} turns after this one</source>
        <translation>{0} hat 18★ erreicht: letzte Runde, noch {1} Züge nach diesem</translation>
    </message>
    <message>
        <source>{0} reached 18★: last round, one more turn after this one</source>
        <translation>{0} hat 18★ erreicht: letzte Runde, noch ein Zug nach diesem</translation>
    </message>
    <message>
        <source>{0} reached 18★: this is the game&apos;s last turn</source>
        <translation>{0} hat 18★ erreicht: das ist der letzte Zug der Partie</translation>
    </message>
    <message>
        <source>Round {0} · {1}&apos;s turn</source>
        <translation>Runde {0} · {1} ist am Zug</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Choose key {0} (when it is on your board)</source>
        <translation>Schlüssel {0} wählen (wenn er auf deinem Tableau liegt)</translation>
    </message>
    <message>
        <source>End the phase or the turn</source>
        <translation>Phase oder Zug beenden</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>{0} anleiten</translation>
    </message>
    <message>
        <source>The game is already set up.</source>
        <translation>Die Partie ist schon vorbereitet.</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Bereitet zuerst die Partie vor.</translation>
    </message>
    <message>
        <source>Each player needs their own colour.</source>
        <translation>Jede Person braucht ihre eigene Farbe.</translation>
    </message>
    <message>
        <source>Each player lays the 8 different divers (player {seat}).</source>
        <translation>Jede Person legt die 8 verschiedenen Taucher aus (Spieler {seat}).</translation>
    </message>
    <message>
        <source>Each player lays one resource of each kind (player {seat}).</source>
        <translation>Jede Person legt eine Ressource jeder Art aus (Spieler {seat}).</translation>
    </message>
    <message>
        <source>The five sponsors go one on each level.</source>
        <translation>Die fünf Sponsoren kommen je auf eine Ebene.</translation>
    </message>
    <message>
        <source>The emporium starts with 2 resources of one kind and 1 each of two others.</source>
        <translation>Das Emporium beginnt mit 2 Ressourcen einer Art und je 1 von zwei anderen.</translation>
    </message>
    <message>
        <source>Lay {count} public contracts.</source>
        <translation>Lege {count} öffentliche Aufträge aus.</translation>
    </message>
    <message>
        <source>The public contracts are different cards.</source>
        <translation>Die öffentlichen Aufträge sind verschiedene Karten.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Finish what the table must say first.</source>
        <translation>Sagt zuerst, was der Tisch nennen muss.</translation>
    </message>
    <message>
        <source>That command is not part of play.</source>
        <translation>Dieser Befehl gehört nicht zum Spiel.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Diese Person spielt nicht mit.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The turn ends in phase 3.</source>
        <translation>Der Zug endet in Phase 3.</translation>
    </message>
    <message>
        <source>Only phases 1 and 2 end this way.</source>
        <translation>Nur die Phasen 1 und 2 enden so.</translation>
    </message>
    <message>
        <source>A key is already chosen this turn.</source>
        <translation>In diesem Zug ist schon ein Schlüssel gewählt.</translation>
    </message>
    <message>
        <source>{key} is not on your board.</source>
        <translation>{key} liegt nicht auf deinem Tableau.</translation>
    </message>
    <message>
        <source>Say at which level {key} goes.</source>
        <translation>Sag, auf welche Ebene {key} kommt.</translation>
    </message>
    <message>
        <source>{key} goes to its own level.</source>
        <translation>{key} kommt auf seine eigene Ebene.</translation>
    </message>
    <message>
        <source>Say which used key you take back.</source>
        <translation>Sag, welchen benutzten Schlüssel du zurücknimmst.</translation>
    </message>
    <message>
        <source>{key} is not under your board.</source>
        <translation>{key} liegt nicht unter deinem Tableau.</translation>
    </message>
    <message>
        <source>No neutral X-key is left in the pile.</source>
        <translation>Im Vorrat ist kein neutraler X-Schlüssel mehr.</translation>
    </message>
    <message>
        <source>Batteries move divers in phase 1.</source>
        <translation>Batterien bewegen Taucher in Phase 1.</translation>
    </message>
    <message>
        <source>A battery moves a diver 1 to {reach} spaces.</source>
        <translation>Eine Batterie bewegt einen Taucher 1 bis {reach} Felder.</translation>
    </message>
    <message>
        <source>You have no battery.</source>
        <translation>Du hast keine Batterie.</translation>
    </message>
    <message>
        <source>Not enough credits: {need} needed.</source>
        <translation>Nicht genug Credits: {need} nötig.</translation>
    </message>
    <message>
        <source>A battery holds the diver in phase 3.</source>
        <translation>Eine Batterie hält den Taucher in Phase 3 unten.</translation>
    </message>
    <message>
        <source>The diver is already held.</source>
        <translation>Der Taucher wird schon gehalten.</translation>
    </message>
    <message>
        <source>No copied diver of yours waits.</source>
        <translation>Kein kopierter Taucher von dir wartet.</translation>
    </message>
    <message>
        <source>A sponsor is used in phase 1.</source>
        <translation>Ein Sponsor wird in Phase 1 genutzt.</translation>
    </message>
    <message>
        <source>The sponsor was already used this turn.</source>
        <translation>Der Sponsor wurde in diesem Zug schon genutzt.</translation>
    </message>
    <message>
        <source>Sponsor {tile} takes no such choice ({parameter}).</source>
        <translation>Sponsor {tile} kennt diese Wahl nicht ({parameter}).</translation>
    </message>
    <message>
        <source>Say which of the two reward tokens you use.</source>
        <translation>Sag, welches der beiden Belohnungsplättchen du nutzt.</translation>
    </message>
    <message>
        <source>Say which diver at the surface you equip.</source>
        <translation>Sag, welchen Taucher an der Oberfläche du ausrüstest.</translation>
    </message>
    <message>
        <source>Move a resource between the key&apos;s level and another level.</source>
        <translation>Bewege eine Ressource zwischen der Ebene des Schlüssels und einer anderen Ebene.</translation>
    </message>
    <message>
        <source>The diver acts in phase 2.</source>
        <translation>Der Taucher handelt in Phase 2.</translation>
    </message>
    <message>
        <source>The {diver} cannot do that.</source>
        <translation>{diver}: das geht nicht.</translation>
    </message>
    <message>
        <source>The expert would do nothing.</source>
        <translation>Der Experte würde nichts tun.</translation>
    </message>
    <message>
        <source>That diver is already equipped.</source>
        <translation>Dieser Taucher ist schon ausgerüstet.</translation>
    </message>
    <message>
        <source>The dig zone of level {level} has no free space.</source>
        <translation>Die Grabungszone von Ebene {level} hat kein freies Feld.</translation>
    </message>
    <message>
        <source>That dig zone holds no such resource.</source>
        <translation>Diese Grabungszone enthält keine solche Ressource.</translation>
    </message>
    <message>
        <source>The emporium&apos;s {colour} column is full.</source>
        <translation>Die Spalte {colour} des Emporiums ist voll.</translation>
    </message>
    <message>
        <source>The emporium has no {colour}.</source>
        <translation>Das Emporium hat kein {colour}.</translation>
    </message>
    <message>
        <source>Only the top row gives prestige.</source>
        <translation>Nur die oberste Reihe gibt Prestige.</translation>
    </message>
    <message>
        <source>The contract deck is empty.</source>
        <translation>Der Auftragsstapel ist leer.</translation>
    </message>
    <message>
        <source>That technician is improved three times already.</source>
        <translation>Dieser Techniker ist schon dreimal verbessert.</translation>
    </message>
    <message>
        <source>The token gives one of its two colours, and only a resource token gives one.</source>
        <translation>Das Plättchen gibt eine seiner zwei Farben, und nur ein Ressourcen-Plättchen gibt eine.</translation>
    </message>
    <message>
        <source>Say which diver the token equips (only an equip token does).</source>
        <translation>Sag, welchen Taucher das Plättchen ausrüstet (nur ein Ausrüstungs-Plättchen tut das).</translation>
    </message>
    <message>
        <source>Display space {slot} of level {level} is empty.</source>
        <translation>Auslagefeld {slot} von Ebene {level} ist leer.</translation>
    </message>
    <message>
        <source>The spy copies a neighbour&apos;s diver.</source>
        <translation>Der Spion kopiert den Taucher eines Nachbarn.</translation>
    </message>
    <message>
        <source>A copied spy only draws contracts.</source>
        <translation>Ein kopierter Spion zieht nur Aufträge.</translation>
    </message>
    <message>
        <source>Contract {contract} is neither public nor in your hand.</source>
        <translation>Auftrag {contract} ist weder öffentlich noch auf deiner Hand.</translation>
    </message>
    <message>
        <source>A specific combination takes no colour choice.</source>
        <translation>Eine feste Kombination hat keine Farbwahl.</translation>
    </message>
    <message>
        <source>Choose {count} different colours.</source>
        <translation>Wähle {count} verschiedene Farben.</translation>
    </message>
    <message>
        <source>The dig zone of level {level} does not hold the contract&apos;s resources.</source>
        <translation>Die Grabungszone von Ebene {level} enthält die Ressourcen des Auftrags nicht.</translation>
    </message>
    <message>
        <source>No contract is awaited.</source>
        <translation>Es wird kein Auftrag erwartet.</translation>
    </message>
    <message>
        <source>No reward token is awaited.</source>
        <translation>Es wird kein Belohnungsplättchen erwartet.</translation>
    </message>
    <message>
        <source>Contract {contract} is already on the table, in a hand or discarded.</source>
        <translation>Auftrag {contract} liegt schon aus, auf einer Hand oder abgelegt.</translation>
    </message>
    <message>
        <source>Set up the game.</source>
        <translation>Bereite die Partie vor.</translation>
    </message>
    <message>
        <source>The game is over. Won by {winners}.</source>
        <translation>Das Spiel ist zu Ende. Gewonnen hat {winners}.</translation>
    </message>
    <message>
        <source>Name the contract that fills public space {space}.</source>
        <translation>Nenne den Auftrag, der das öffentliche Feld {space} füllt.</translation>
    </message>
    <message>
        <source>Name the contract {player} kept.</source>
        <translation>Nenne den Auftrag, den {player} behalten hat.</translation>
    </message>
    <message>
        <source>Name the reward token drawn for level {level}.</source>
        <translation>Nenne das für Ebene {level} gezogene Belohnungsplättchen.</translation>
    </message>
    <message>
        <source>{player}: spend a battery to keep your copied diver at level {level} down, or let it surface.</source>
        <translation>{player}: gib eine Batterie aus, damit dein kopierter Taucher auf Ebene {level} unten bleibt, oder lass ihn auftauchen.</translation>
    </message>
    <message>
        <source>{player}: choose a key.</source>
        <translation>{player}: wähle einen Schlüssel.</translation>
    </message>
    <message>
        <source>{player}, phase 1 at level {level} ({diver} there now): the sponsor, batteries, then push.</source>
        <translation>{player}, Phase 1 auf Ebene {level} (dort jetzt: {diver}): Sponsor, Batterien, dann schieben.</translation>
    </message>
    <message>
        <source>{player}, phase 2: the {diver} may act.</source>
        <translation>{player}, Phase 2: {diver} darf handeln.</translation>
    </message>
    <message>
        <source>{player}, phase 3: a battery may keep the {diver} down; end the turn.</source>
        <translation>{player}, Phase 3: eine Batterie kann {diver} unten halten; beende den Zug.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: {turns} more turns after this one.</source>
        <translation>{step} Das Spielende ist ausgelöst: noch {turns} Züge nach diesem.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: one more turn after this one.</source>
        <translation>{step} Das Spielende ist ausgelöst: noch ein Zug nach diesem.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: this is the game&apos;s last turn.</source>
        <translation>{step} Das Spielende ist ausgelöst: Dies ist der letzte Zug der Partie.</translation>
    </message>
    <message>
        <source>{points} prestige</source>
        <translation>{points} Prestige</translation>
    </message>
    <message>
        <source>{count} resources in the dig zones (tie-break)</source>
        <translation>{count} Ressourcen in den Grabungszonen (Gleichstand)</translation>
    </message>
    <message>
        <source>Tied at {prestige} prestige: {players} has more resources in the dig zones.</source>
        <translation>Gleichstand bei {prestige} Prestige: {players} hat mehr Ressourcen in den Grabungszonen.</translation>
    </message>
    <message>
        <source>Tied at {prestige} prestige and resources: {players} share the victory.</source>
        <translation>Gleichstand bei {prestige} Prestige und Ressourcen: {players} teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Sponsor sides</source>
        <translation>Sponsor-Seiten</translation>
    </message>
    <message>
        <source>The author&apos;s spy variant</source>
        <translation>Spion-Variante des Autors</translation>
    </message>
    <message>
        <source>Row {kind} {key}: not a kind of Otys data.</source>
        <translation>Zeile {kind} {key}: keine Art von Otys-Daten.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: cannot be read ({reason}).</source>
        <translation>Zeile {kind} {key}: nicht lesbar ({reason}).</translation>
    </message>
    <message>
        <source>Row {kind} {key}: not valid at {field}.</source>
        <translation>Zeile {kind} {key}: ungültig bei {field}.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: it describes {id}.</source>
        <translation>Zeile {kind} {key}: sie beschreibt {id}.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: the box holds only {limit}.</source>
        <translation>Zeile {kind} {key}: die Schachtel enthält nur {limit}.</translation>
    </message>
    <message>
        <source>Without its bonus</source>
        <translation>Ohne seinen Bonus</translation>
    </message>
    <message>
        <source>surface {0}</source>
        <translation>Oberfläche {0}</translation>
    </message>
    <message>
        <source>Copy {0}&apos;s {1}: {2}</source>
        <translation>{1} von {0} kopieren: {2}</translation>
    </message>
    <message>
        <source>take 1 {0}</source>
        <translation>1 {0} nehmen</translation>
    </message>
    <message>
        <source>a neutral X-key</source>
        <translation>ein neutraler X-Schlüssel</translation>
    </message>
    <message>
        <source>1 credit</source>
        <translation>1 Credit</translation>
    </message>
    <message>
        <source>1 battery</source>
        <translation>1 Batterie</translation>
    </message>
    <message>
        <source>take back {0}</source>
        <translation>{0} zurücknehmen</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>prestige</source>
        <translation>Prestige</translation>
    </message>
    <message>
        <source>Sell 1 {0} for {1}</source>
        <translation>1 {0} verkaufen für {1}</translation>
    </message>
    <message>
        <source>Buy 1 {0}</source>
        <translation>1 {0} kaufen</translation>
    </message>
    <message>
        <source>Draw 4 contracts, keep 1</source>
        <translation>4 Aufträge ziehen, 1 behalten</translation>
    </message>
    <message>
        <source>Improve the {0}</source>
        <translation>{0} verbessern</translation>
    </message>
    <message>
        <source>Reward token {0}: {1}{2}</source>
        <translation>Belohnungsplättchen {0}: {1}{2}</translation>
    </message>
    <message>
        <source>equip the {0}</source>
        <translation>{0} ausrüsten</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>{0} zurücknehmen</translation>
    </message>
    <message>
        <source>Equip the {0}</source>
        <translation>{0} ausrüsten</translation>
    </message>
    <message>
        <source>Token {0}: {1}{2}</source>
        <translation>Plättchen {0}: {1}{2}</translation>
    </message>
    <message>
        <source>Move 1 {0}: level {1} → level {2}</source>
        <translation>1 {0} bewegen: Ebene {1} → Ebene {2}</translation>
    </message>
    <message>
        <source>Fulfil {0} at level {1}</source>
        <translation>{0} erfüllen auf Ebene {1}</translation>
    </message>
    <message>
        <source>{0}: choose a key</source>
        <translation>{0}: wähle einen Schlüssel</translation>
    </message>
    <message>
        <source>{0} · phase 1 · level {1}: the {2} is there</source>
        <translation>{0} · Phase 1 · Ebene {1}: dort ist {2}</translation>
    </message>
    <message>
        <source>{0} · phase 2: the {1} acts</source>
        <translation>{0} · Phase 2: {1} handelt</translation>
    </message>
    <message>
        <source>Phase 3</source>
        <translation>Phase 3</translation>
    </message>
    <message>
        <source>No action: phase 3</source>
        <translation>Keine Aktion: Phase 3</translation>
    </message>
    <message>
        <source>{0} · phase 3: the {1} surfaces</source>
        <translation>{0} · Phase 3: {1} taucht auf</translation>
    </message>
    <message>
        <source>Battery: keep the {0} down</source>
        <translation>Batterie: {0} unten halten</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Den Zug beenden</translation>
    </message>
    <message>
        <source>Last round · {0}</source>
        <translation>Letzte Runde · {0}</translation>
    </message>
    <message>
        <source>A numbered key pushes the diver at its own level; an X-key goes to any level and turns the sponsors.</source>
        <translation>Ein nummerierter Schlüssel schiebt den Taucher auf seiner eigenen Ebene; ein X-Schlüssel geht auf jede Ebene und lässt die Sponsoren rücken.</translation>
    </message>
    <message>
        <source>The sponsor of this level helps once, if you like; a battery moves a diver (you have {0}); then the key pushes the diver there.</source>
        <translation>Der Sponsor dieser Ebene hilft einmal, wenn du willst; eine Batterie bewegt einen Taucher (du hast {0}); dann schiebt der Schlüssel den Taucher dort.</translation>
    </message>
    <message>
        <source>The {0}&apos;s action is optional.</source>
        <translation>Die Aktion von {0} ist freiwillig.</translation>
    </message>
    <message>
        <source>The {0} surfaces and the divers it passes slide down, unless a battery keeps it where it is.</source>
        <translation>{0} taucht auf und die überholten Taucher rutschen nach unten, außer eine Batterie hält ihn, wo er ist.</translation>
    </message>
    <message>
        <source>A contract can be fulfilled now (not an action).</source>
        <translation>Jetzt kann ein Auftrag erfüllt werden (keine Aktion).</translation>
    </message>
    <message>
        <source>{0}: keep the copied diver down?</source>
        <translation>{0}: den kopierten Taucher unten halten?</translation>
    </message>
    <message>
        <source>Spend a battery: it stays</source>
        <translation>Batterie ausgeben: er bleibt</translation>
    </message>
    <message>
        <source>Let it surface</source>
        <translation>Auftauchen lassen</translation>
    </message>
    <message>
        <source>The table draws a reward token for level {0}</source>
        <translation>Der Tisch zieht ein Belohnungsplättchen für Ebene {0}</translation>
    </message>
    <message>
        <source>Its front, then its back (↺): {0}</source>
        <translation>Vorderseite, dann Rückseite (↺): {0}</translation>
    </message>
    <message>
        <source>The table names a contract</source>
        <translation>Der Tisch nennt einen Auftrag</translation>
    </message>
    <message>
        <source>New: {0}</source>
        <translation>Neu: {0}</translation>
    </message>
    <message>
        <source>Key {0} · {1}</source>
        <translation>Schlüssel {0} · {1}</translation>
    </message>
    <message>
        <source>Level {0} · {1} · then sponsor {2}</source>
        <translation>Ebene {0} · {1} · dann Sponsor {2}</translation>
    </message>
    <message>
        <source>{0}: at which level? (the sponsors turn one level)</source>
        <translation>{0}: auf welche Ebene? (die Sponsoren rücken eine Ebene)</translation>
    </message>
    <message>
        <source>Move the {0} to…</source>
        <translation>{0} bewegen nach…</translation>
    </message>
    <message>
        <source>Battery: move a diver (up to {0})</source>
        <translation>Batterie: einen Taucher bewegen (bis {0})</translation>
    </message>
    <message>
        <source>Which diver does the battery move?</source>
        <translation>Welchen Taucher bewegt die Batterie?</translation>
    </message>
    <message>
        <source>Push the {0}: phase 2</source>
        <translation>{0} schieben: Phase 2</translation>
    </message>
    <message>
        <source>Push and: {0}</source>
        <translation>Schieben und: {0}</translation>
    </message>
    <message>
        <source>Other choices…</source>
        <translation>Andere Möglichkeiten…</translation>
    </message>
    <message>
        <source>Take the resource, the bonus, or only one?</source>
        <translation>Ressource und Bonus nehmen, oder nur eins?</translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation>Welche?</translation>
    </message>
    <message>
        <source>Reward token {0}: {1}…</source>
        <translation>Belohnungsplättchen {0}: {1}…</translation>
    </message>
    <message>
        <source>How do you take its bonus?</source>
        <translation>Wie nimmst du seinen Bonus?</translation>
    </message>
    <message>
        <source>Copy {0}&apos;s {1}…</source>
        <translation>{1} von {0} kopieren…</translation>
    </message>
    <message>
        <source>Which different resources go back?</source>
        <translation>Welche verschiedenen Ressourcen kommen zurück?</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Finden…</translation>
    </message>
    <message>
        <source>Sell at the emporium…</source>
        <translation>Im Emporium verkaufen…</translation>
    </message>
    <message>
        <source>Buy at the emporium…</source>
        <translation>Im Emporium kaufen…</translation>
    </message>
    <message>
        <source>Take a reward token…</source>
        <translation>Ein Belohnungsplättchen nehmen…</translation>
    </message>
    <message>
        <source>Improve a technician…</source>
        <translation>Einen Techniker verbessern…</translation>
    </message>
    <message>
        <source>The app draws: lay them as shown</source>
        <translation>Die App lost aus: lege sie wie gezeigt</translation>
    </message>
    <message>
        <source>Enter what the table laid</source>
        <translation>Eingeben, was der Tisch ausgelegt hat</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Neu auslosen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <source>List the players clockwise round the table. The first player keeps the first-player token all game (p. 6).</source>
        <translation>Trage die Spieler im Uhrzeigersinn um den Tisch ein. Der Startspieler behält den Startspielermarker die ganze Partie (S. 6).</translation>
    </message>
    <message>
        <source>First player (the largest lungs)</source>
        <translation>Startspieler (die größte Lunge)</translation>
    </message>
    <message>
        <source>standard (first games)</source>
        <translation>Standard (erste Partien)</translation>
    </message>
    <message>
        <source>random sides</source>
        <translation>zufällige Seiten</translation>
    </message>
    <message>
        <source>Diver {0} (top)</source>
        <translation>Taucher {0} (oben)</translation>
    </message>
    <message>
        <source>Diver {0}</source>
        <translation>Taucher {0}</translation>
    </message>
    <message>
        <source>Dig zone {0}</source>
        <translation>Grabungszone {0}</translation>
    </message>
    <message>
        <source>Divers start unequipped, one above the other, top to bottom; one resource of each kind goes on dig zones 2–5, none on zone 1. Each player takes 3 credits and 1 battery (p. 4).</source>
        <translation>Taucher beginnen unausgerüstet, untereinander, von oben nach unten; je eine Ressource jeder Art kommt auf die Grabungszonen 2–5, keine auf Zone 1. Jede Person nimmt 3 Credits und 1 Batterie (S. 4).</translation>
    </message>
    <message>
        <source>Colony display: sponsors and reward tokens</source>
        <translation>Kolonie-Auslage: Sponsoren und Belohnungsplättchen</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Sponsor</source>
        <translation>Sponsor</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Reward token 1</source>
        <translation>Belohnungsplättchen 1</translation>
    </message>
    <message>
        <source>Reward token 2</source>
        <translation>Belohnungsplättchen 2</translation>
    </message>
    <message>
        <source>2 of</source>
        <translation>2 ×</translation>
    </message>
    <message>
        <source>1 of</source>
        <translation>1 ×</translation>
    </message>
    <message>
        <source>Public contracts (face up)</source>
        <translation>Öffentliche Aufträge (offen)</translation>
    </message>
    <message>
        <source>Space {0}</source>
        <translation>Feld {0}</translation>
    </message>
    <message>
        <source>A contract no table taught yet: choose the shape that matches the card; the library keeps it, marked not checked against your copy.</source>
        <translation>Ein Auftrag, den noch kein Tisch eingegeben hat: wähle die Form, die zur Karte passt; die Bibliothek behält ihn, als nicht mit deinem Exemplar abgeglichen markiert.</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Checkliste zum Aufbau</translation>
    </message>
    <message>
        <source>New card: {0}</source>
        <translation>Neue Karte: {0}</translation>
    </message>
    <message>
        <source>Check the players&apos; names and colours: {0}</source>
        <translation>Prüfe die Namen und Farben der Spieler: {0}</translation>
    </message>
    <message>
        <source>Each player: a board, keys 1–5 on its left spaces, the X-key on its space.</source>
        <translation>Jede Person: ein Tableau, Schlüssel 1–5 links auf ihren Feldern, der X-Schlüssel auf seinem Feld.</translation>
    </message>
    <message>
        <source>The mechanic right of the board; the hacker under it, on its start.</source>
        <translation>Der Mechaniker rechts vom Tableau; der Hacker darunter, auf seinem Start.</translation>
    </message>
    <message>
        <source>The 8 divers as listed, unequipped side up; a resource on dig zones 2–5.</source>
        <translation>Die 8 Taucher wie aufgelistet, unausgerüstete Seite oben; eine Ressource auf den Grabungszonen 2–5.</translation>
    </message>
    <message>
        <source>3 credits and 1 battery each; score markers on 0 of the colony ranking.</source>
        <translation>Je 3 Credits und 1 Batterie; Zählsteine auf 0 der Kolonie-Rangliste.</translation>
    </message>
    <message>
        <source>Sponsors on levels 1–5 as listed; 2 reward tokens per level.</source>
        <translation>Sponsoren auf den Ebenen 1–5 wie aufgelistet; 2 Belohnungsplättchen pro Ebene.</translation>
    </message>
    <message>
        <source>The emporium&apos;s 4 cubes from the top; the neutral X-keys in a pile.</source>
        <translation>Die 4 Würfel des Emporiums von oben; die neutralen X-Schlüssel als Stapel.</translation>
    </message>
    <message>
        <source>The contract deck face down; {0} public contracts face up.</source>
        <translation>Der Auftragsstapel verdeckt; {0} öffentliche Aufträge offen.</translation>
    </message>
    <message>
        <source>2 players: one public contract space stays empty.</source>
        <translation>2 Personen: ein öffentliches Auftragsfeld bleibt leer.</translation>
    </message>
    <message>
        <source>New game of Otys: players</source>
        <translation>Neue Partie Otys: Spieler</translation>
    </message>
    <message>
        <source>Research sectors: divers and resources</source>
        <translation>Forschungssektoren: Taucher und Ressourcen</translation>
    </message>
    <message>
        <source>The colony: sponsors, reward tokens, emporium</source>
        <translation>Die Kolonie: Sponsoren, Belohnungsplättchen, Emporium</translation>
    </message>
    <message>
        <source>Public contracts and checklist</source>
        <translation>Öffentliche Aufträge und Checkliste</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Partie starten</translation>
    </message>
    <message>
        <source>Metal expert</source>
        <translation>Metall-Experte</translation>
    </message>
    <message>
        <source>Plant expert</source>
        <translation>Pflanzen-Experte</translation>
    </message>
    <message>
        <source>Fuel expert</source>
        <translation>Treibstoff-Experte</translation>
    </message>
    <message>
        <source>Technology expert</source>
        <translation>Technologie-Experte</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Händlerin</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Ingenieur</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Entdecker</translation>
    </message>
    <message>
        <source>metal</source>
        <translation>Metall</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>Pflanze</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>Treibstoff</translation>
    </message>
    <message>
        <source>technology</source>
        <translation>Technologie</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>gain 1 credit</source>
        <translation>1 Credit erhalten</translation>
    </message>
    <message>
        <source>no credits for trader, spy, engineer, explorer</source>
        <translation>keine Credits für Händlerin, Spion, Ingenieur, Entdecker</translation>
    </message>
    <message>
        <source>the diver acts twice</source>
        <translation>der Taucher handelt zweimal</translation>
    </message>
    <message>
        <source>use a reward token of this level</source>
        <translation>ein Belohnungsplättchen dieser Ebene nutzen</translation>
    </message>
    <message>
        <source>take back a used key</source>
        <translation>einen benutzten Schlüssel zurücknehmen</translation>
    </message>
    <message>
        <source>surface the diver at level 5</source>
        <translation>den Taucher auf Ebene 5 auftauchen lassen</translation>
    </message>
    <message>
        <source>2 credits: equip the pushed diver, +1 prestige</source>
        <translation>2 Credits: den geschobenen Taucher ausrüsten, +1 Prestige</translation>
    </message>
    <message>
        <source>2 credits: equip a surface diver, +1 prestige</source>
        <translation>2 Credits: einen Taucher an der Oberfläche ausrüsten, +1 Prestige</translation>
    </message>
    <message>
        <source>gain 1 battery</source>
        <translation>1 Batterie erhalten</translation>
    </message>
    <message>
        <source>gain 1 battery, or spend 1 to move a resource</source>
        <translation>1 Batterie erhalten, oder 1 ausgeben, um eine Ressource zu bewegen</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} oder {1}</translation>
    </message>
    <message>
        <source>draw 4 contracts, keep 1</source>
        <translation>4 Aufträge ziehen, 1 behalten</translation>
    </message>
    <message>
        <source>equip a diver</source>
        <translation>einen Taucher ausrüsten</translation>
    </message>
    <message>
        <source>1 prestige</source>
        <translation>1 Prestige</translation>
    </message>
    <message>
        <source>2 credits</source>
        <translation>2 Credits</translation>
    </message>
    <message>
        <source>your X-key</source>
        <translation>dein X-Schlüssel</translation>
    </message>
    <message>
        <source>key {0}</source>
        <translation>Schlüssel {0}</translation>
    </message>
    <message>
        <source>{tile}S · {effect}</source>
        <translation>{tile}S · {effect}</translation>
    </message>
    <message>
        <source>{tile}A · {effect}</source>
        <translation>{tile}F · {effect}</translation>
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
        <translation>Auftrag</translation>
    </message>
    <message>
        <source>+1 battery</source>
        <translation>+1 Batterie</translation>
    </message>
    <message>
        <source>equip</source>
        <translation>ausrüsten</translation>
    </message>
    <message>
        <source>{0} different</source>
        <translation>{0} verschiedene</translation>
    </message>
    <message>
        <source>{0} → {1}★</source>
        <translation>{0} → {1}★</translation>
    </message>
    <message>
        <source>+1 credit</source>
        <translation>+1 Credit</translation>
    </message>
    <message>
        <source>level {0}</source>
        <translation>Ebene {0}</translation>
    </message>
    <message>
        <source>mechanic</source>
        <translation>Mechaniker</translation>
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
        <translation>verbundene Städte: {0}; verbraucht: {1} Tang, {2} Biomasse; verlorene Punkte: {3}</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>round_summary</name>
    <message>
        <source>New play order:</source>
        <translation>Neue Zugfolge:</translation>
    </message>
    <message>
        <source>{0} did not advance</source>
        <translation>{0} ist nicht vorgerückt</translation>
    </message>
    <message>
        <source>{0} advanced 1 space to space {1}</source>
        <translation>{0} ist 1 Feld auf Feld {1} vorgerückt</translation>
    </message>
    <message>
        <source>{0} advanced {2} spaces to space {1}</source>
        <translation>{0} ist {2} Felder auf Feld {1} vorgerückt</translation>
    </message>
    <message>
        <source> (gained {0})</source>
        <translation> (erhielt {0})</translation>
    </message>
    <message>
        <source>Federation track:</source>
        <translation>Staatenbund-Leiste:</translation>
    </message>
    <message>
        <source>Production follows: the era ends.</source>
        <translation>Es folgt die Produktion: Die Ära endet.</translation>
    </message>
    <message>
        <source>Round {0} begins with {1}.</source>
        <translation>Runde {0} beginnt mit {1}.</translation>
    </message>
    <message>
        <source>Markers back below space 4. {0}</source>
        <translation>Die Marker gehen zurück unter Feld 4. {0}</translation>
    </message>
</context>
<context>
    <name>slots</name>
    <message>
        <source>Use 1 action card; build 1 structure at usual cost and pay 1 science to upgrade it</source>
        <translation>1 Aktionskarte nutzen; 1 Struktur zu üblichen Kosten bauen und für 1 Wissenschaft aufwerten</translation>
    </message>
    <message>
        <source>Gain 2 science, or upgrade 1–3 structures at 1 science each</source>
        <translation>2 Wissenschaft erhalten oder 1–3 Strukturen für je 1 Wissenschaft aufwerten</translation>
    </message>
    <message>
        <source>Build 1 tunnel, or advance 1 on the Federation track and gain 2 cards and 1 credit</source>
        <translation>1 Tunnel bauen oder 1 auf der Staatenbund-Leiste voranschreiten, 2 Karten ziehen und 1 Credit erhalten</translation>
    </message>
    <message>
        <source>Gain 1 science, 1 steelplast, 1 kelp</source>
        <translation>1 Wissenschaft, 1 Stahlplastik, 1 Tang erhalten</translation>
    </message>
    <message>
        <source>Build 2 tunnels</source>
        <translation>2 Tunnel bauen</translation>
    </message>
    <message>
        <source>Use 1 action card; take 1 special card</source>
        <translation>1 Aktionskarte nutzen; 1 Spezialkarte nehmen</translation>
    </message>
    <message>
        <source>Build 1 city and 1 building</source>
        <translation>1 Stadt und 1 Gebäude bauen</translation>
    </message>
    <message>
        <source>Build 2 farms</source>
        <translation>2 Farmen bauen</translation>
    </message>
    <message>
        <source>Build 1 tunnel and 1 city</source>
        <translation>1 Tunnel und 1 Stadt bauen</translation>
    </message>
    <message>
        <source>Gain 2 steelplast and 1 kelp</source>
        <translation>2 Stahlplastik und 1 Tang erhalten</translation>
    </message>
    <message>
        <source>Build 2 laboratories</source>
        <translation>2 Labore bauen</translation>
    </message>
    <message>
        <source>Advance 2 on the Federation track</source>
        <translation>2 auf der Staatenbund-Leiste voranschreiten</translation>
    </message>
    <message>
        <source>Build 2 desalination plants</source>
        <translation>2 Entsalzungsanlagen bauen</translation>
    </message>
    <message>
        <source>Build 1 city, or gain 1 kelp</source>
        <translation>1 Stadt bauen oder 1 Tang erhalten</translation>
    </message>
    <message>
        <source>Use 1 action card; gain 1 steelplast</source>
        <translation>1 Aktionskarte nutzen; 1 Stahlplastik erhalten</translation>
    </message>
    <message>
        <source>Use 1 action card and gain 2 different resources</source>
        <translation>1 Aktionskarte nutzen und 2 verschiedene Ressourcen erhalten</translation>
    </message>
    <message>
        <source>Build 2 farms or 2 laboratories (not one of each)</source>
        <translation>2 Farmen oder 2 Labore bauen (nicht je eins)</translation>
    </message>
    <message>
        <source>Build 1 tunnel and use 1 action card</source>
        <translation>1 Tunnel bauen und 1 Aktionskarte nutzen</translation>
    </message>
    <message>
        <source>Take 1 special card</source>
        <translation>1 Spezialkarte nehmen</translation>
    </message>
    <message>
        <source>Build 1 city</source>
        <translation>1 Stadt bauen</translation>
    </message>
    <message>
        <source>Gain 2 cards, and upgrade 1 structure for 1 science or gain 1 kelp</source>
        <translation>2 Karten ziehen und 1 Struktur für 1 Wissenschaft aufwerten oder 1 Tang erhalten</translation>
    </message>
    <message>
        <source>Gain 2 cards and 2 credits</source>
        <translation>2 Karten ziehen und 2 Credits erhalten</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>Played {0} · finished {1} · duration {2}</source>
        <translation>Gespielt {0} · beendet {1} · Dauer {2}</translation>
    </message>
    <message>
        <source>{0}{1}. {2}: {3} points (thinking time {4})</source>
        <translation>{0}{1}. {2}: {3} Punkte (Bedenkzeit {4})</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Punkte nach Kategorie</translation>
    </message>
    <message>
        <source>Working: {0}</source>
        <translation>Rechenweg: {0}</translation>
    </message>
    <message>
        <source>Score sheet — {0} #{1}</source>
        <translation>Wertungsblatt — {0} #{1}</translation>
    </message>
    <message>
        <source>Progression</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>{0} min</source>
        <translation>{0} Min.</translation>
    </message>
    <message>
        <source>{0} h {1:02d} min</source>
        <translation>{0} Std. {1:02d} Min.</translation>
    </message>
</context>
<context>
    <name>steps</name>
    <message>
        <source>Use action card: {0}</source>
        <translation>Aktionskarte nutzen: {0}</translation>
    </message>
    <message>
        <source>Take the top 1/2-credit special card</source>
        <translation>Oberste 1/2-Credit-Spezialkarte nehmen</translation>
    </message>
    <message>
        <source>Dig: look at 3 special cards, keep 1</source>
        <translation>Durchsuchen: 3 Spezialkarten ansehen, 1 behalten</translation>
    </message>
    <message>
        <source>Take a face-up 3-credit special card ({0})…</source>
        <translation>Offene Spezialkarte für 3 Credits nehmen ({0}) …</translation>
    </message>
    <message>
        <source>Take “{0}” (face-up, 3 credits)</source>
        <translation>„{0}“ nehmen (offen, 3 Credits)</translation>
    </message>
    <message>
        <source>Build and upgrade a {0}</source>
        <translation>{0} bauen und aufwerten</translation>
    </message>
    <message>
        <source>Build a {0}</source>
        <translation>{0} bauen</translation>
    </message>
    <message>
        <source>no legal site you can pay for</source>
        <translation>kein erlaubter Bauplatz, den du bezahlen kannst</translation>
    </message>
    <message>
        <source>Upgrade a structure (1 science)</source>
        <translation>Eine Struktur aufwerten (1 Wissenschaft)</translation>
    </message>
    <message>
        <source>nothing to upgrade</source>
        <translation>nichts zum Aufwerten</translation>
    </message>
    <message>
        <source>Gain {0}</source>
        <translation>{0} erhalten</translation>
    </message>
    <message>
        <source>Gain 1 {0}</source>
        <translation>1 {0} erhalten</translation>
    </message>
    <message>
        <source>Use an action card</source>
        <translation>Eine Aktionskarte nutzen</translation>
    </message>
    <message>
        <source>every action card is used this era</source>
        <translation>alle Aktionskarten sind in dieser Ära schon genutzt</translation>
    </message>
    <message>
        <source>Advance {0} on the Federation track</source>
        <translation>{0} auf der Staatenbund-Leiste voranschreiten</translation>
    </message>
    <message>
        <source>not possible now</source>
        <translation>jetzt nicht möglich</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 Karte</translation>
    </message>
    <message>
        <source>+1 point</source>
        <translation>+1 Punkt</translation>
    </message>
    <message>
        <source>Upgrade a structure</source>
        <translation>Eine Struktur aufwerten</translation>
    </message>
    <message>
        <source>Advance 1 on the Federation track</source>
        <translation>1 auf der Staatenbund-Leiste voranschreiten</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Undo turn</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Take back every tap of this turn (with none yet: the previous turn); Redo plays them again one by one</source>
        <translation>Alle Eingaben dieses Zuges zurücknehmen (gibt es noch keine: den vorigen Zug); Wiederholen spielt sie einzeln wieder ein</translation>
    </message>
    <message>
        <source>Nothing is built now.</source>
        <translation>Gerade wird nichts gebaut.</translation>
    </message>
    <message>
        <source>It is {0}&apos;s turn: only {0}&apos;s board takes a build now.</source>
        <translation>{0} ist am Zug: Gebaut wird jetzt nur auf dem Spielerbogen von {0}.</translation>
    </message>
    <message>
        <source>{0}: choose a build or an upgrade in the turn panel first, then tap one of the highlighted sites.</source>
        <translation>{0}: Wähle zuerst im Zugbereich einen Bau oder eine Aufwertung, dann tippe auf einen der markierten Bauplätze.</translation>
    </message>
    <message>
        <source>{0} is not offered for this build.</source>
        <translation>{0} steht für diesen Bau nicht zur Wahl.</translation>
    </message>
</context>
<context>
    <name>teaching</name>
    <message>
        <source>Your turn: choose a key</source>
        <translation>Du bist dran: wähle einen Schlüssel</translation>
    </message>
    <message>
        <source>Choose one of your keys still on your board ({keys}): it will push the diver at its own level. Used keys go under the board, left to right; when the track reaches your hacker ({back} keys), they all come back.</source>
        <translation>Wähle einen deiner Schlüssel, die noch auf deinem Tableau liegen ({keys}): er schiebt den Taucher auf seiner eigenen Ebene. Benutzte Schlüssel kommen unter das Tableau, von links nach rechts; erreicht die Leiste deinen Hacker ({back} Schlüssel), kommen alle zurück.</translation>
    </message>
    <message>
        <source>Playing the game (svolgimento della partita)</source>
        <translation>Spielablauf (svolgimento della partita)</translation>
    </message>
    <message>
        <source>Phase 1: the sponsor</source>
        <translation>Phase 1: der Sponsor</translation>
    </message>
    <message>
        <source>The key slides in at level {level}, touching the diver there. You may use sponsor {sponsor} on the same level of the colony display, once; you never have to.</source>
        <translation>Der Schlüssel rückt auf Ebene {level} vor und berührt den Taucher dort. Du darfst Sponsor {sponsor} auf derselben Ebene der Kolonie-Auslage einmal nutzen; du musst nie.</translation>
    </message>
    <message>
        <source>Phase 1 (Fase 1)</source>
        <translation>Phase 1 (Fase 1)</translation>
    </message>
    <message>
        <source>An X-key goes to any level</source>
        <translation>Ein X-Schlüssel geht auf jede Ebene</translation>
    </message>
    <message>
        <source>An X-key (yours or a neutral one) replaces phase 1&apos;s slide: it goes straight to level {level}, even if that level&apos;s key is used, and the colony display turns: the sponsor of level 5 moves to level 1, the others one level down. It goes under the board at the end like any key.</source>
        <translation>Ein X-Schlüssel (deiner oder ein neutraler) ersetzt das Vorrücken in Phase 1: er kommt direkt auf Ebene {level}, auch wenn deren Schlüssel benutzt ist, und die Kolonie-Auslage rückt: der Sponsor von Ebene 5 geht auf Ebene 1, die anderen eine Ebene tiefer. Am Ende kommt er wie jeder Schlüssel unter das Tableau.</translation>
    </message>
    <message>
        <source>Using an X-key (Utilizzo di un segnalino Chiave X)</source>
        <translation>Einen X-Schlüssel nutzen (Utilizzo di un segnalino Chiave X)</translation>
    </message>
    <message>
        <source>Batteries move divers</source>
        <translation>Batterien bewegen Taucher</translation>
    </message>
    <message>
        <source>In phase 1 you may spend a battery to move one of your divers up or down by up to {reach} levels (your mechanic&apos;s value); the others shift to make room. Several batteries may be spent in the same phase.</source>
        <translation>In Phase 1 darfst du eine Batterie ausgeben, um einen deiner Taucher bis zu {reach} Ebenen nach oben oder unten zu bewegen (der Wert deines Mechanikers); die anderen rücken, um Platz zu machen. Mehrere Batterien in derselben Phase sind erlaubt.</translation>
    </message>
    <message>
        <source>Using batteries (Utilizzo dei segnalini Batteria)</source>
        <translation>Batterien nutzen (Utilizzo dei segnalini Batteria)</translation>
    </message>
    <message>
        <source>Phase 2: the diver acts</source>
        <translation>Phase 2: der Taucher handelt</translation>
    </message>
    <message>
        <source>The key moves on and pushes the {diver}: it may act now. Taking a resource or a bonus is always optional.</source>
        <translation>Der Schlüssel rückt weiter und schiebt {diver}: er darf jetzt handeln. Eine Ressource oder einen Bonus zu nehmen ist immer freiwillig.</translation>
    </message>
    <message>
        <source>Phase 2 (Fase 2)</source>
        <translation>Phase 2 (Fase 2)</translation>
    </message>
    <message>
        <source>Phase 3: the diver surfaces</source>
        <translation>Phase 3: der Taucher taucht auf</translation>
    </message>
    <message>
        <source>The key turns over and goes under your board. The {diver} you activated surfaces: it becomes the first of the column and every diver it passed slides one level down. A battery spent now keeps it where it is.</source>
        <translation>Der Schlüssel wird umgedreht und kommt unter dein Tableau. {diver}, den du aktiviert hast, taucht auf: er wird der Erste der Reihe und jeder überholte Taucher rutscht eine Ebene tiefer. Eine jetzt ausgegebene Batterie hält ihn, wo er ist.</translation>
    </message>
    <message>
        <source>Phase 3 (Fase 3)</source>
        <translation>Phase 3 (Fase 3)</translation>
    </message>
    <message>
        <source>A battery spent</source>
        <translation>Eine Batterie ausgegeben</translation>
    </message>
    <message>
        <source>A battery moved a diver (phase 1) or kept the activated diver down (phase 3). Batteries come from sponsor 5, the equipped fuel expert, contracts and reward tokens.</source>
        <translation>Eine Batterie hat einen Taucher bewegt (Phase 1) oder den aktivierten Taucher unten gehalten (Phase 3). Batterien gibt es von Sponsor 5, dem ausgerüsteten Treibstoff-Experten, Aufträgen und Belohnungsplättchen.</translation>
    </message>
    <message>
        <source>The keys come back</source>
        <translation>Die Schlüssel kommen zurück</translation>
    </message>
    <message>
        <source>The key under the board met your hacker: every key of yours comes back to the board, active side up. Neutral X-keys go back to the pile. An engineer moves the hacker left so the keys come back sooner.</source>
        <translation>Der Schlüssel unter dem Tableau hat deinen Hacker erreicht: alle deine Schlüssel kommen aktiv zurück aufs Tableau. Neutrale X-Schlüssel kommen zurück in den Vorrat. Ein Ingenieur schiebt den Hacker nach links, damit die Schlüssel früher zurückkommen.</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Sponsoren</translation>
    </message>
    <message>
        <source>Each sponsor helps the player whose key reaches its level. Sponsor {sponsor} is on its {side} side; an X-key turns the display so the sponsors change level.</source>
        <translation>Jeder Sponsor hilft der Person, deren Schlüssel seine Ebene erreicht. Sponsor {sponsor} liegt auf der Seite {side}; ein X-Schlüssel lässt die Auslage rücken, dann wechseln die Sponsoren die Ebene.</translation>
    </message>
    <message>
        <source>Sponsor tiles (le tessere sponsor)</source>
        <translation>Sponsor-Plättchen (le tessere sponsor)</translation>
    </message>
    <message>
        <source>An equipped diver</source>
        <translation>Ein ausgerüsteter Taucher</translation>
    </message>
    <message>
        <source>The {diver} is now on its equipped side: its action is better from now on (the bonus shown in the corner of the unequipped side). Sponsor 4 also gives 1 prestige.</source>
        <translation>{diver} liegt jetzt auf der ausgerüsteten Seite: seine Aktion ist ab jetzt besser (der Bonus in der Ecke der unausgerüsteten Seite). Sponsor 4 gibt zudem 1 Prestige.</translation>
    </message>
    <message>
        <source>Diver tiles (le tessere sommozzatore)</source>
        <translation>Taucher-Plättchen (le tessere sommozzatore)</translation>
    </message>
    <message>
        <source>The emporium</source>
        <translation>Das Emporium</translation>
    </message>
    <message>
        <source>The trader sells a resource from its own dig zone to the highest free space of that resource&apos;s column, for the credits on the left of the row or the prestige on the right (only the top row gives prestige unless the trader is equipped); or buys one at the row&apos;s price.</source>
        <translation>Die Händlerin verkauft eine Ressource aus ihrer Grabungszone auf das oberste freie Feld der Spalte dieser Ressource, für die Credits links der Reihe oder das Prestige rechts (nur die oberste Reihe gibt Prestige, außer die Händlerin ist ausgerüstet); oder sie kauft eine zum Preis der Reihe.</translation>
    </message>
    <message>
        <source>The trader (la commerciante)</source>
        <translation>Die Händlerin (la commerciante)</translation>
    </message>
    <message>
        <source>The spy</source>
        <translation>Der Spion</translation>
    </message>
    <message>
        <source>The spy pays 1 credit to draw 4 contracts and keep 1, or to use the diver of a neighbour at the spy&apos;s depth, on your own board (paying that diver&apos;s costs too). Equipped, it costs nothing.</source>
        <translation>Der Spion zahlt 1 Credit, um 4 Aufträge zu ziehen und 1 zu behalten, oder um den Taucher eines Nachbarn auf seiner Tiefe auf deinem eigenen Tableau zu nutzen (auch dessen Kosten zahlst du). Ausgerüstet kostet er nichts.</translation>
    </message>
    <message>
        <source>The spy (la spia)</source>
        <translation>Der Spion (la spia)</translation>
    </message>
    <message>
        <source>The engineer</source>
        <translation>Der Ingenieur</translation>
    </message>
    <message>
        <source>For 1 credit the engineer improves the mechanic (batteries move divers further) or the hacker (keys come back sooner), each at most three times. Equipped, it costs nothing.</source>
        <translation>Für 1 Credit verbessert der Ingenieur den Mechaniker (Batterien bewegen Taucher weiter) oder den Hacker (Schlüssel kommen früher zurück), jeden höchstens dreimal. Ausgerüstet kostet er nichts.</translation>
    </message>
    <message>
        <source>The engineer (l&apos;ingegnere)</source>
        <translation>Der Ingenieur (l&apos;ingegnere)</translation>
    </message>
    <message>
        <source>The explorer</source>
        <translation>Der Entdecker</translation>
    </message>
    <message>
        <source>For 2 credits (1 equipped) the explorer takes one of the two reward tokens of its level: its front bonus now, then its back on your board at that depth, for every contract you fulfil there.</source>
        <translation>Für 2 Credits (ausgerüstet 1) nimmt der Entdecker eines der zwei Belohnungsplättchen seiner Ebene: den Bonus der Vorderseite sofort, dann die Rückseite auf deinem Tableau in dieser Tiefe, für jeden Auftrag, den du dort erfüllst.</translation>
    </message>
    <message>
        <source>The explorer (l&apos;esploratore)</source>
        <translation>Der Entdecker (l&apos;esploratore)</translation>
    </message>
    <message>
        <source>A contract can be fulfilled</source>
        <translation>Ein Auftrag kann erfüllt werden</translation>
    </message>
    <message>
        <source>The dig zone of level {level} holds what a contract asks. Fulfilling is not an action: do it at any moment of your turn, several in one turn if you can. The resources go back; the others stay.</source>
        <translation>Die Grabungszone von Ebene {level} enthält, was ein Auftrag verlangt. Erfüllen ist keine Aktion: tu es jederzeit in deinem Zug, auch mehrere in einem Zug. Die Ressourcen kommen zurück; die anderen bleiben.</translation>
    </message>
    <message>
        <source>Fulfilling a contract (soddisfare un contratto)</source>
        <translation>Einen Auftrag erfüllen (soddisfare un contratto)</translation>
    </message>
    <message>
        <source>The end is triggered</source>
        <translation>Das Spielende ist ausgelöst</translation>
    </message>
    <message>
        <source>{player} reached 18 prestige. The round is finished so everyone plays as often: {turns} more turns. Most prestige wins; a tie goes to most resources in the dig zones, then the victory is shared.</source>
        <translation>{player} hat 18 Prestige erreicht. Die Runde wird zu Ende gespielt, damit alle gleich oft dran sind: noch {turns} Züge. Das meiste Prestige gewinnt; bei Gleichstand die meisten Ressourcen in den Grabungszonen, sonst wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>End of the game (fine della partita)</source>
        <translation>Spielende (fine della partita)</translation>
    </message>
    <message>
        <source>The game is over: see the final scores.</source>
        <translation>Das Spiel ist zu Ende: siehe die Schlusswertung.</translation>
    </message>
    <message>
        <source>The table names what came up (a contract or a reward token).</source>
        <translation>Der Tisch nennt, was aufgedeckt wurde (ein Auftrag oder ein Belohnungsplättchen).</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn, not {player}&apos;s.</source>
        <translation>{current} ist am Zug, nicht {player}.</translation>
    </message>
    <message>
        <source>{player}: choose a key.</source>
        <translation>{player}: wähle einen Schlüssel.</translation>
    </message>
    <message>
        <source>Keys on your board: {keys}. Each goes to its own level.</source>
        <translation>Schlüssel auf deinem Tableau: {keys}. Jeder geht auf seine eigene Ebene.</translation>
    </message>
    <message>
        <source>X-keys you can play: {count}. They go to any level and turn the sponsors.</source>
        <translation>X-Schlüssel, die du spielen kannst: {count}. Sie gehen auf jede Ebene und lassen die Sponsoren rücken.</translation>
    </message>
    <message>
        <source>Keys under the board: {used}; they all come back at {back}.</source>
        <translation>Schlüssel unter dem Tableau: {used}; bei {back} kommen alle zurück.</translation>
    </message>
    <message>
        <source>Phase 1 at level {level}: the {diver} is there now.</source>
        <translation>Phase 1 auf Ebene {level}: dort ist jetzt {diver}.</translation>
    </message>
    <message>
        <source>Sponsor {sponsor} ({side}): optional, once.</source>
        <translation>Sponsor {sponsor} ({side}): freiwillig, einmal.</translation>
    </message>
    <message>
        <source>Batteries: {count}; each moves a diver up to {reach} levels.</source>
        <translation>Batterien: {count}; jede bewegt einen Taucher bis zu {reach} Ebenen.</translation>
    </message>
    <message>
        <source>Pushed now, the {diver} could: {can}.</source>
        <translation>Jetzt geschoben könnte {diver}: {can}.</translation>
    </message>
    <message>
        <source>Phase 2: the {diver} may act ({can}), or not.</source>
        <translation>Phase 2: {diver} darf handeln ({can}), muss aber nicht.</translation>
    </message>
    <message>
        <source>Phase 3: the {diver} surfaces unless a battery holds it (you have {batteries}); then end the turn.</source>
        <translation>Phase 3: {diver} taucht auf, außer eine Batterie hält ihn (du hast {batteries}); dann beende den Zug.</translation>
    </message>
    <message>
        <source>Contracts: fulfil one whenever one dig zone holds its resources.</source>
        <translation>Aufträge: erfülle einen, sobald eine Grabungszone seine Ressourcen enthält.</translation>
    </message>
    <message>
        <source>A contract can be fulfilled now at level {level}.</source>
        <translation>Auf Ebene {level} kann jetzt ein Auftrag erfüllt werden.</translation>
    </message>
    <message>
        <source>Last round: {turns} more turns after this one.</source>
        <translation>Letzte Runde: noch {turns} Züge nach diesem.</translation>
    </message>
    <message>
        <source>Each player: a board, keys 1–5 and the X-key on their spaces, the mechanic and the hacker on their starts.</source>
        <translation>Jede Person: ein Tableau, Schlüssel 1–5 und der X-Schlüssel auf ihren Feldern, Mechaniker und Hacker auf ihrem Start.</translation>
    </message>
    <message>
        <source>Lay the 8 divers in a random order, unequipped; one resource of each kind on dig zones 2–5.</source>
        <translation>Lege die 8 Taucher in zufälliger Reihenfolge aus, unausgerüstet; eine Ressource jeder Art auf die Grabungszonen 2–5.</translation>
    </message>
    <message>
        <source>Each player takes 3 credits and 1 battery.</source>
        <translation>Jede Person nimmt 3 Credits und 1 Batterie.</translation>
    </message>
    <message>
        <source>The colony: 2 reward tokens per level, the 5 sponsors in a random order, the emporium&apos;s 4 cubes, the neutral X-keys in a pile.</source>
        <translation>Die Kolonie: 2 Belohnungsplättchen pro Ebene, die 5 Sponsoren in zufälliger Reihenfolge, die 4 Würfel des Emporiums, die neutralen X-Schlüssel als Stapel.</translation>
    </message>
    <message>
        <source>Shuffle the contracts; {count} face up as public contracts.</source>
        <translation>Mische die Aufträge; {count} offen als öffentliche Aufträge.</translation>
    </message>
    <message>
        <source>The player with the largest lungs takes the first-player token and starts; play goes clockwise.</source>
        <translation>Wer die größte Lunge hat, nimmt den Startspielermarker und beginnt; gespielt wird im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>metal expert</source>
        <translation>Metall-Experte</translation>
    </message>
    <message>
        <source>plant expert</source>
        <translation>Pflanzen-Experte</translation>
    </message>
    <message>
        <source>fuel expert</source>
        <translation>Treibstoff-Experte</translation>
    </message>
    <message>
        <source>technology expert</source>
        <translation>Technologie-Experte</translation>
    </message>
    <message>
        <source>trader</source>
        <translation>Händlerin</translation>
    </message>
    <message>
        <source>spy</source>
        <translation>Spion</translation>
    </message>
    <message>
        <source>engineer</source>
        <translation>Ingenieur</translation>
    </message>
    <message>
        <source>explorer</source>
        <translation>Entdecker</translation>
    </message>
    <message>
        <source>find a resource</source>
        <translation>eine Ressource finden</translation>
    </message>
    <message>
        <source>sell</source>
        <translation>verkaufen</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>kaufen</translation>
    </message>
    <message>
        <source>draw contracts</source>
        <translation>Aufträge ziehen</translation>
    </message>
    <message>
        <source>improve a technician</source>
        <translation>einen Techniker verbessern</translation>
    </message>
    <message>
        <source>take a reward token</source>
        <translation>ein Belohnungsplättchen nehmen</translation>
    </message>
    <message>
        <source>copy a neighbour&apos;s diver</source>
        <translation>den Taucher eines Nachbarn kopieren</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Colours differ: the card is lost</source>
        <translation>Andere Farbe: Die Karte ist verloren</translation>
    </message>
    <message>
        <source>Your card&apos;s colour is not the slot&apos;s colour, so only the slot&apos;s action happens and the card is discarded without effect. The always-available slot has no colour and never matches. Play a card of the slot&apos;s colour to use both.</source>
        <translation>Die Farbe deiner Karte ist nicht die Farbe des Aktionsplatzes: Nur die Aktion des Platzes findet statt, die Karte wird ohne Effekt abgeworfen. Der jederzeit verfügbare Platz hat keine Farbe und passt nie. Spiele eine Karte in der Farbe des Platzes aus, um beides zu nutzen.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Four action cards: the limit</source>
        <translation>Vier Aktionskarten: das Limit</translation>
    </message>
    <message>
        <source>You now hold {held} action cards, the Personal Assistant included: that is the limit of four. If you claim another, you must discard one of your action cards; an unused one discarded this way may be used at once.</source>
        <translation>Du hast jetzt {held} Aktionskarten, den Persönlichen Assistenten eingeschlossen: Das ist das Limit von vier. Beanspruchst du eine weitere, musst du eine deiner Aktionskarten abwerfen; eine ungenutzte, die du so abwirfst, darfst du sofort nutzen.</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Aktionskarten</translation>
    </message>
    <message>
        <source>A new era: keep {limit} cards</source>
        <translation>Neue Ära: {limit} Karten behalten</translation>
    </message>
    <message>
        <source>At the end of an era everyone draws 3 cards of the new era, then keeps only {limit} of the whole hand. You hold {hand}: choose which to discard before the next round starts.</source>
        <translation>Am Ende einer Ära ziehen alle 3 Karten der neuen Ära und behalten dann nur {limit} ihrer gesamten Handkarten. Du hast {hand}: Wähle vor der nächsten Runde, welche du abwirfst.</translation>
    </message>
    <message>
        <source>The end of an era</source>
        <translation>Das Ende einer Ära</translation>
    </message>
    <message>
        <source>An unconnected city</source>
        <translation>Eine nicht verbundene Stadt</translation>
    </message>
    <message>
        <source>No chain of tunnels joins this city to your start city yet. Until one does, the city and the buildings next to it produce nothing, eat no kelp and score nothing. Build a tunnel to it to connect it.</source>
        <translation>Noch verbindet keine Tunnelkette diese Stadt mit deiner Start-Stadt. Bis dahin produzieren die Stadt und die Gebäude daneben nichts, essen keinen Tang und bringen keine Punkte. Baue einen Tunnel zu ihr, um sie zu verbinden.</translation>
    </message>
    <message>
        <source>Your network</source>
        <translation>Dein Netzwerk</translation>
    </message>
    <message>
        <source>A tunnel next to no city</source>
        <translation>Ein Tunnel ohne Stadt</translation>
    </message>
    <message>
        <source>This tunnel is part of your network, but no city stands at either of its ends. Until a city is built at one end, it produces nothing and does not count among your tunnels adjacent to cities.</source>
        <translation>Dieser Tunnel gehört zu deinem Netzwerk, aber an keinem seiner Enden steht eine Stadt. Bis an einem Ende eine Stadt gebaut ist, produziert er nichts und zählt nicht zu deinen Tunneln neben Städten.</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Biomatter stood in</source>
        <translation>Biomasse als Ersatz</translation>
    </message>
    <message>
        <source>This build took {substituted} biomatter in place of kelp or steelplast. Biomatter may replace any kelp or steelplast of a build cost, but never the science of an upgrade or any other payment.</source>
        <translation>Dieser Bau hat {substituted} Biomasse statt Tang oder Stahlplastik gekostet. Biomasse darf beim Bauen jeden Tang und jedes Stahlplastik ersetzen, aber nie die Wissenschaft einer Aufwertung oder eine andere Zahlung.</translation>
    </message>
    <message>
        <source>Building costs</source>
        <translation>Baukosten</translation>
    </message>
    <message>
        <source>Symbiotic domes are limited</source>
        <translation>Symbiotische Kuppeln sind begrenzt</translation>
    </message>
    <message>
        <source>This game has {total} symbiotic (purple) domes for all players together, and {left} are left. When they are gone, nobody can build another symbiotic city.</source>
        <translation>In dieser Partie gibt es {total} symbiotische (violette) Kuppeln für alle zusammen, {left} sind noch übrig. Sind sie weg, kann niemand mehr eine symbiotische Stadt bauen.</translation>
    </message>
    <message>
        <source>Frequently overlooked rules</source>
        <translation>Häufig übersehene Spielregeln</translation>
    </message>
    <message>
        <source>Play order is not clockwise</source>
        <translation>Die Zugfolge ist nicht im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Turns follow the play-order track, not the seating. This round the order is: {order}. At the end of every round the Federation track sets the next order.</source>
        <translation>Die Züge folgen der Zugfolgeleiste, nicht der Sitzordnung. In dieser Runde ist die Reihenfolge: {order}. Am Ende jeder Runde bestimmt die Staatenbund-Leiste die nächste Zugfolge.</translation>
    </message>
    <message>
        <source>A fifth action card: discard one</source>
        <translation>Eine fünfte Aktionskarte: eine abwerfen</translation>
    </message>
    <message>
        <source>You may hold at most 4 action cards, the Personal Assistant included. Discard one of them now. If it is one you have not used this era, you may use its action at once.</source>
        <translation>Du darfst höchstens 4 Aktionskarten haben, den Persönlichen Assistenten eingeschlossen. Wirf jetzt eine davon ab. Hast du sie in dieser Ära noch nicht genutzt, darfst du ihre Aktion sofort nutzen.</translation>
    </message>
    <message>
        <source>Biomatter can pay for this</source>
        <translation>Biomasse kann das bezahlen</translation>
    </message>
    <message>
        <source>You can afford these builds only with biomatter in place of kelp or steelplast: {kinds}. When you build a structure or a city, biomatter may replace any kelp or steelplast of its cost.</source>
        <translation>Diese Bauten kannst du nur mit Biomasse statt Tang oder Stahlplastik bezahlen: {kinds}. Wenn du eine Struktur oder eine Stadt baust, darf Biomasse jeden Tang und jedes Stahlplastik der Kosten ersetzen.</translation>
    </message>
    <message>
        <source>Special cards have no discard pile</source>
        <translation>Spezialkarten haben keinen Ablagestapel</translation>
    </message>
    <message>
        <source>A special card played on a slot of another colour, or whose cost is not paid, is discarded: a 1- or 2-credit special goes under the special-card deck, a 3-credit special leaves the game. This one goes {to}.</source>
        <translation>Eine Spezialkarte, die auf einem Platz anderer Farbe ausgespielt oder nicht bezahlt wird, wird abgeworfen: Eine 1- oder 2-Credit-Spezialkarte kommt unter den Spezialkartenstapel, eine 3-Credit-Spezialkarte aus dem Spiel. Diese kommt {to}.</translation>
    </message>
    <message>
        <source>A paid special card is kept</source>
        <translation>Eine bezahlte Spezialkarte bleibt</translation>
    </message>
    <message>
        <source>You paid for a special card with an instant effect: it does not go back to its deck. Keep it under your player board; it counts as a special card played and paid.</source>
        <translation>Du hast eine Spezialkarte mit Soforteffekt bezahlt: Sie geht nicht zurück in ihren Stapel. Lege sie unter deinen Spielerbogen; sie zählt als ausgespielte und bezahlte Spezialkarte.</translation>
    </message>
    <message>
        <source>Tunnels produce only next to a city</source>
        <translation>Tunnel produzieren nur neben einer Stadt</translation>
    </message>
    <message>
        <source>During production a tunnel produces only if a city stands at one of its ends. These tunnels of yours touch no city and will produce nothing: {tunnels}.</source>
        <translation>In der Produktion produziert ein Tunnel nur, wenn an einem seiner Enden eine Stadt steht. Diese Tunnel von dir berühren keine Stadt und produzieren nichts: {tunnels}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn {number} of 3 · round {round} · era {era}.</source>
        <translation>Zug {number} von 3 für {name} · Runde {round} · Ära {era}.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn; {name} plays later.</source>
        <translation>{current} ist am Zug; {name} kommt später.</translation>
    </message>
    <message>
        <source>Production: the companion runs production, feeding and the end of the era for every player at once.</source>
        <translation>Produktion: Der Begleiter rechnet Produktion, Ernährung und das Ende der Ära für alle Spieler auf einmal.</translation>
    </message>
    <message>
        <source>A new era: {name} keeps at most {limit} cards (holds {hand}).</source>
        <translation>Neue Ära: {name} behält höchstens {limit} Karten (hat {hand}).</translation>
    </message>
    <message>
        <source>The game is over: final scoring.</source>
        <translation>Das Spiel ist zu Ende: Schlusswertung.</translation>
    </message>
    <message>
        <source>The sun decides who plays</source>
        <translation>Die Sonne bestimmt, wer spielt</translation>
    </message>
    <message>
        <source>There is no fixed turn order. The sun moves counter-clockwise to the next area (also before the very first turn), and the player whose ship is first in that area&apos;s queue takes the turn. The sun is on area {area}: {player} plays. The third ship in a queue never acts.</source>
        <translation>Es gibt keine feste Zugreihenfolge. Die Sonne zieht gegen den Uhrzeigersinn ins nächste Gebiet (auch vor dem allerersten Zug), und wessen Schiff in diesem Gebiet vorne in der Reihe liegt, ist am Zug. Die Sonne steht auf Gebiet {area}: {player} spielt. Das dritte Schiff einer Reihe handelt nie.</translation>
    </message>
    <message>
        <source>Sequence of play (SEQUENZA DI GIOCO)</source>
        <translation>Spielablauf (SEQUENZA DI GIOCO)</translation>
    </message>
    <message>
        <source>The sun skips empty areas</source>
        <translation>Die Sonne überspringt leere Gebiete</translation>
    </message>
    <message>
        <source>No ship was in area {skipped}, so the sun moved on to the next area with ships: area {area}.</source>
        <translation>In Gebiet {skipped} lag kein Schiff, also zog die Sonne weiter bis zum nächsten Gebiet mit Schiffen: Gebiet {area}.</translation>
    </message>
    <message>
        <source>Moving is mandatory</source>
        <translation>Bewegen ist Pflicht</translation>
    </message>
    <message>
        <source>Your first ship in area {area} must move to a different area; it can never stay. Only an area with a free ship space will do (three spaces each): {targets}. The ship takes the first free space there, and that target area is where you act.</source>
        <translation>Dein erstes Schiff in Gebiet {area} muss in ein anderes Gebiet ziehen; es kann nie bleiben. Nur ein Gebiet mit freiem Schiffsplatz geht (drei Plätze je Gebiet): {targets}. Das Schiff nimmt dort den ersten freien Platz, und in diesem Zielgebiet handelst du.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <source>Built in area {area}: {building}. You needed access to the buildings pictured on the card (your ships in areas that have them, the ship just moved included, or a matching resource card) and the card&apos;s scientists from your personal reserve ({scientists}, placed in the area). No area holds the same building twice, and the building is not yours: anyone may use it. Then you advance on a research track of your choice by the card&apos;s number.</source>
        <translation>Gebaut in Gebiet {area}: {building}. Du brauchtest Zugang zu den Gebäuden oben auf der Karte (deine Schiffe in Gebieten mit diesen Gebäuden, auch das eben bewegte, oder eine passende Ressourcenkarte) und die Wissenschaftler der Karte aus deinem persönlichen Vorrat ({scientists}, ins Gebiet gestellt). Kein Gebiet hat dasselbe Gebäude zweimal, und das Gebäude gehört nicht dir: alle dürfen es nutzen. Dann rückst du auf einer Forschungsleiste deiner Wahl um die Zahl der Karte vor.</translation>
    </message>
    <message>
        <source>Building (RIQUADRO B: COME COSTRUIRE UN EDIFICIO)</source>
        <translation>Bauen (RIQUADRO B: COME COSTRUIRE UN EDIFICIO)</translation>
    </message>
    <message>
        <source>Building a ship</source>
        <translation>Ein Schiff bauen</translation>
    </message>
    <message>
        <source>A shipyard in the target area builds a ship from your Available Resources. It goes in the last space of the queue in the sun&apos;s area (area {area}) and cannot act this turn. You take no shipyard card: every other player, from the one on your right, takes one of their choice; if too few are left, nobody takes one and the rest go back in the box.</source>
        <translation>Eine Werft im Zielgebiet baut ein Schiff aus deinen Verfügbaren Ressourcen. Es kommt auf den letzten Platz der Reihe im Gebiet der Sonne (Gebiet {area}) und handelt in diesem Zug nicht. Du nimmst keine Werftkarte: alle anderen, beginnend rechts von dir, nehmen eine nach Wahl; sind zu wenige übrig, nimmt niemand eine und der Rest kommt in die Schachtel.</translation>
    </message>
    <message>
        <source>Build a ship (COSTRUIRE UNA NAVE)</source>
        <translation>Ein Schiff bauen (COSTRUIRE UNA NAVE)</translation>
    </message>
    <message>
        <source>Recruiting scientists</source>
        <translation>Wissenschaftler anwerben</translation>
    </message>
    <message>
        <source>A camp in the target area moves scientists from your common reserve to your personal reserve: one for each of your ships and scientists in that area, {wanted} here. If your common reserve runs short, you take what is left ({count}).</source>
        <translation>Ein Camp im Zielgebiet bringt Wissenschaftler aus deinem allgemeinen Vorrat in deinen persönlichen Vorrat: einen je eigenem Schiff und Wissenschaftler in diesem Gebiet, hier {wanted}. Reicht dein allgemeiner Vorrat nicht, nimmst du den Rest ({count}).</translation>
    </message>
    <message>
        <source>Recruit scientists (RECLUTARE GLI SCIENZIATI)</source>
        <translation>Wissenschaftler anwerben (RECLUTARE GLI SCIENZIATI)</translation>
    </message>
    <message>
        <source>Research in a research centre</source>
        <translation>Forschen in einem Forschungszentrum</translation>
    </message>
    <message>
        <source>A research centre in the target area lets you advance on its own track only, here {track}: one research point for each of your ships and scientists in that area ({points}).</source>
        <translation>Ein Forschungszentrum im Zielgebiet lässt dich nur auf seiner eigenen Leiste vorrücken, hier {track}: einen Forschungspunkt je eigenem Schiff und Wissenschaftler in diesem Gebiet ({points}).</translation>
    </message>
    <message>
        <source>Advance on a research track (AVANZARE SU UN TRACCIATO RICERCA)</source>
        <translation>Auf einer Forschungsleiste vorrücken (AVANZARE SU UN TRACCIATO RICERCA)</translation>
    </message>
    <message>
        <source>No action this turn</source>
        <translation>Keine Aktion in diesem Zug</translation>
    </message>
    <message>
        <source>You ended the turn without an action. That is allowed (though rarely wise), but the move was still mandatory.</source>
        <translation>Du hast den Zug ohne Aktion beendet. Das ist erlaubt (wenn auch selten klug), aber das Bewegen war trotzdem Pflicht.</translation>
    </message>
    <message>
        <source>Do nothing (NON FARE NIENTE)</source>
        <translation>Nichts tun (NON FARE NIENTE)</translation>
    </message>
    <message>
        <source>One card per turn</source>
        <translation>Eine Karte pro Zug</translation>
    </message>
    <message>
        <source>Once your ship has arrived you may play exactly one shipyard or resource card, at any moment of the turn. A resource card discarded for access to a building is that card.</source>
        <translation>Sobald dein Schiff angekommen ist, darfst du genau eine Werft- oder Ressourcenkarte spielen, zu jedem Zeitpunkt des Zugs. Eine für den Zugang zu einem Gebäude abgeworfene Ressourcenkarte ist diese eine Karte.</translation>
    </message>
    <message>
        <source>Shipyard cards</source>
        <translation>Werftkarten</translation>
    </message>
    <message>
        <source>You took a shipyard card: {kind}. Icebreaker: your second ship acts right after the first; Place a scientist: one from your personal reserve into the target area; +2 scientists: two from your common reserve to your personal reserve; Quick research: advance 3 spaces on a track of your choice. One card per turn.</source>
        <translation>Du hast eine Werftkarte genommen: {kind}. Eisbrecher: dein zweites Schiff handelt direkt nach dem ersten; Wissenschaftler einsetzen: einer aus deinem persönlichen Vorrat ins Zielgebiet; +2 Wissenschaftler: zwei aus dem allgemeinen in den persönlichen Vorrat; Schnelle Forschung: 3 Felder auf einer Leiste deiner Wahl. Eine Karte pro Zug.</translation>
    </message>
    <message>
        <source>Shipyard cards (EFFETTI CARTE CANTIERE NAVALE)</source>
        <translation>Werftkarten (EFFETTI CARTE CANTIERE NAVALE)</translation>
    </message>
    <message>
        <source>The Icebreaker</source>
        <translation>Der Eisbrecher</translation>
    </message>
    <message>
        <source>The Icebreaker lies on area {area}, where the second ship is yours. When the sun reaches that area, your ship takes a turn right after the first ship&apos;s; then the card is discarded. If the first and second ships are both yours and you play a card in the first turn, you play none in the second.</source>
        <translation>Der Eisbrecher liegt auf Gebiet {area}, wo das zweite Schiff deins ist. Erreicht die Sonne das Gebiet, macht dein Schiff direkt nach dem Zug des ersten Schiffs einen Zug; dann wird die Karte abgeworfen. Sind erstes und zweites Schiff beide deins und spielst du im ersten Zug eine Karte, spielst du im zweiten keine.</translation>
    </message>
    <message>
        <source>A second turn in the same area</source>
        <translation>Ein zweiter Zug im selben Gebiet</translation>
    </message>
    <message>
        <source>Thanks to the Icebreaker, {player}&apos;s ship takes a turn in area {area} after the first ship. Whoever played a card in the first turn with both ships plays none now. The third ship never acts, even when it has become second.</source>
        <translation>Dank des Eisbrechers macht das Schiff von {player} in Gebiet {area} nach dem ersten Schiff einen Zug. Wer mit beiden Schiffen im ersten Zug eine Karte gespielt hat, spielt jetzt keine. Das dritte Schiff handelt nie, auch wenn es zum zweiten geworden ist.</translation>
    </message>
    <message>
        <source>Discard for a scientist</source>
        <translation>Abwerfen für einen Wissenschaftler</translation>
    </message>
    <message>
        <source>Once per turn you may move one cube or ship from your Available Resources (or a ship from the board) to Discarded Resources, and take one scientist from your common reserve into your personal reserve (even if none is left there). Never a cube from the board, and be careful with ships: without them you can do nothing.</source>
        <translation>Einmal pro Zug darfst du einen Würfel oder ein Schiff aus deinen Verfügbaren Ressourcen (oder ein Schiff vom Spielplan) zu den Abgeworfenen Ressourcen legen und einen Wissenschaftler aus dem allgemeinen in den persönlichen Vorrat nehmen (auch wenn dort keiner mehr ist). Nie einen Würfel vom Spielplan, und Vorsicht mit Schiffen: ohne sie kannst du nichts tun.</translation>
    </message>
    <message>
        <source>Research tracks</source>
        <translation>Forschungsleisten</translation>
    </message>
    <message>
        <source>Your first advance on the {track} track put a cube from your Available Resources on its first space (with none left, the points are lost). Only free spaces count: occupied ones are jumped. Points cannot be split between tracks; points past the end are lost, and whoever reaches the end first stays first.</source>
        <translation>Dein erster Schritt auf der Leiste {track} hat einen Würfel aus deinen Verfügbaren Ressourcen auf ihr erstes Feld gesetzt (ist keiner mehr da, verfallen die Punkte). Nur freie Felder zählen: besetzte werden übersprungen. Punkte lassen sich nicht auf Leisten aufteilen; Punkte über das Ende hinaus verfallen, und wer zuerst am Ende ist, bleibt Erster.</translation>
    </message>
    <message>
        <source>Research tracks (RIQUADRO A: COME AVANZARE SUI TRACCIATI RICERCA)</source>
        <translation>Forschungsleisten (RIQUADRO A: COME AVANZARE SUI TRACCIATI RICERCA)</translation>
    </message>
    <message>
        <source>Only free spaces count</source>
        <translation>Nur freie Felder zählen</translation>
    </message>
    <message>
        <source>Your cube jumped over occupied spaces on the {track} track ({jumped}): every research point takes you to the next free space.</source>
        <translation>Dein Würfel hat auf der Leiste {track} besetzte Felder übersprungen ({jumped}): jeder Forschungspunkt bringt dich zum nächsten freien Feld.</translation>
    </message>
    <message>
        <source>A red space</source>
        <translation>Ein rotes Feld</translation>
    </message>
    <message>
        <source>Your cube moved onto or past a red space: {effect}. Only the player who moves resolves a red space, and it triggers every time someone moves onto or past it.</source>
        <translation>Dein Würfel hat ein rotes Feld erreicht oder überquert: {effect}. Ein rotes Feld führt nur aus, wer zieht, und es wirkt jedes Mal, wenn jemand es erreicht oder überquert.</translation>
    </message>
    <message>
        <source>A blue space</source>
        <translation>Ein blaues Feld</translation>
    </message>
    <message>
        <source>{player} reached a blue space: {effect}. Every player does it, counter-clockwise starting with {player}, each completely before the next. A blue space acts only once per game.</source>
        <translation>{player} hat ein blaues Feld erreicht: {effect}. Alle führen es aus, gegen den Uhrzeigersinn beginnend mit {player}, jeder vollständig vor dem nächsten. Ein blaues Feld wirkt nur einmal pro Partie.</translation>
    </message>
    <message>
        <source>The end is near</source>
        <translation>Das Ende naht</translation>
    </message>
    <message>
        <source>The game ends right after the turn in which a player places their last scientist (none left in the personal or common reserve) or the last building card is taken. Building cards left: {cards}; fewest scientists off the board: {fewest}. Research actions of that last turn still resolve; a pending Icebreaker turn is lost.</source>
        <translation>Die Partie endet direkt nach dem Zug, in dem jemand den letzten Wissenschaftler einsetzt (keiner mehr im persönlichen oder allgemeinen Vorrat) oder die letzte Gebäudekarte genommen wird. Übrige Gebäudekarten: {cards}; wenigste Wissenschaftler abseits des Plans: {fewest}. Forschungsaktionen dieses letzten Zugs werden noch ausgeführt; ein ausstehender Eisbrecher-Zug entfällt.</translation>
    </message>
    <message>
        <source>End of the game (FINE DEL GIOCO)</source>
        <translation>Spielende (FINE DEL GIOCO)</translation>
    </message>
    <message>
        <source>Scientists win the areas</source>
        <translation>Wissenschaftler gewinnen die Gebiete</translation>
    </message>
    <message>
        <source>Your scientists in area {area} count at the end. In each area the player with the most scientists scores the buildings plus all scientists there plus 1; the next player scores the first player&apos;s scientists there, and so on. Ties share a rank; without a scientist in an area you score nothing there.</source>
        <translation>Deine Wissenschaftler in Gebiet {area} zählen am Ende. In jedem Gebiet erhält, wer die meisten Wissenschaftler hat, die Gebäude plus alle Wissenschaftler dort plus 1; der Nächste erhält die Zahl der Wissenschaftler des Ersten dort, und so weiter. Gleichstände teilen sich einen Rang; ohne Wissenschaftler in einem Gebiet gibt es dort nichts.</translation>
    </message>
    <message>
        <source>Area scoring (CONTEGGIO DELLE AREE)</source>
        <translation>Wertung der Gebiete (CONTEGGIO DELLE AREE)</translation>
    </message>
    <message>
        <source>Tracks score for the furthest</source>
        <translation>Leisten werten für die Weitesten</translation>
    </message>
    <message>
        <source>Each cube on the {track} track is worth {value} points at the end. The cube furthest along scores the value of all cubes on the track; the next one the value of the first one&apos;s cube, and so on. Without a cube on a track you score nothing there.</source>
        <translation>Jeder Würfel auf der Leiste {track} ist am Ende {value} Punkte wert. Der am weitesten vorne erhält den Wert aller Würfel der Leiste; der Nächste den Wert des Würfels des Ersten, und so weiter. Ohne Würfel auf einer Leiste gibt es dort nichts.</translation>
    </message>
    <message>
        <source>Research track scoring (CONTEGGIO DEI TRACCIATI RICERCA)</source>
        <translation>Wertung der Forschungsleisten (CONTEGGIO DEI TRACCIATI RICERCA)</translation>
    </message>
    <message>
        <source>Cards with an asterisk</source>
        <translation>Karten mit Stern</translation>
    </message>
    <message>
        <source>This building card has an asterisk. At the end, whoever holds the most such cards scores all of them, counted before every player; the next player scores the first one&apos;s number, and so on. Without a building card you score nothing here.</source>
        <translation>Diese Gebäudekarte trägt einen Stern. Am Ende erhält, wer die meisten solchen Karten hat, die Zahl aller solchen Karten aller Spieler; der Nächste die Zahl des Ersten, und so weiter. Ohne Gebäudekarte gibt es hier nichts.</translation>
    </message>
    <message>
        <source>Building card scoring (CONTEGGIO DELLE CARTE EDIFICIO)</source>
        <translation>Wertung der Gebäudekarten (CONTEGGIO DELLE CARTE EDIFICIO)</translation>
    </message>
    <message>
        <source>Discarded resources score</source>
        <translation>Abgeworfene Ressourcen zählen</translation>
    </message>
    <message>
        <source>At the end, whoever has discarded the most resources scores the sum of all discarded resources; the next player scores the first one&apos;s number, and so on. Without a discarded resource you score nothing here.</source>
        <translation>Am Ende erhält, wer die meisten Ressourcen abgeworfen hat, die Summe aller abgeworfenen Ressourcen; der Nächste die Zahl des Ersten, und so weiter. Ohne abgeworfene Ressource gibt es hier nichts.</translation>
    </message>
    <message>
        <source>Resource scoring (CONTEGGIO DELLE RISORSE)</source>
        <translation>Wertung der Ressourcen (CONTEGGIO DELLE RISORSE)</translation>
    </message>
    <message>
        <source>{player}&apos;s turn: the sun is on area {area}, where {player}&apos;s ship is first.</source>
        <translation>{player} ist am Zug: die Sonne steht auf Gebiet {area}, wo das Schiff von {player} vorne liegt.</translation>
    </message>
    <message>
        <source>{player}&apos;s Icebreaker turn: the second ship in area {area} acts.</source>
        <translation>Eisbrecher-Zug von {player}: das zweite Schiff in Gebiet {area} handelt.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn; {player} waits for the sun.</source>
        <translation>{current} ist am Zug; {player} wartet auf die Sonne.</translation>
    </message>
    <message>
        <source>The table turns up the next {deck} building card and names it.</source>
        <translation>Der Tisch deckt die nächste Gebäudekarte ({deck}) auf und nennt sie.</translation>
    </message>
    <message>
        <source>{player} resolves: {effect}.</source>
        <translation>{player} führt aus: {effect}.</translation>
    </message>
    <message>
        <source>{current} resolves {effect} first.</source>
        <translation>Zuerst führt {current} aus: {effect}.</translation>
    </message>
    <message>
        <source>Move the ship (mandatory) to a different area with a free ship space:</source>
        <translation>Bewege das Schiff (Pflicht) in ein anderes Gebiet mit freiem Schiffsplatz:</translation>
    </message>
    <message>
        <source>Area {area} · free ship spaces: {room} · {buildings}</source>
        <translation>Gebiet {area} · freie Schiffsplätze: {room} · {buildings}</translation>
    </message>
    <message>
        <source>The ship arrived in area {area}, the target area.</source>
        <translation>Das Schiff ist in Gebiet {area} angekommen, dem Zielgebiet.</translation>
    </message>
    <message>
        <source>One action in area {area}, or none:</source>
        <translation>Eine Aktion in Gebiet {area}, oder keine:</translation>
    </message>
    <message>
        <source>Build {building}: scientists {scientists}, research {research}.</source>
        <translation>{building} bauen: Wissenschaftler {scientists}, Forschung {research}.</translation>
    </message>
    <message>
        <source>Build a ship: it goes last in area {area} and cannot act this turn.</source>
        <translation>Schiff bauen: es kommt ans Ende von Gebiet {area} und handelt in diesem Zug nicht.</translation>
    </message>
    <message>
        <source>Recruit from your common reserve: {count} (your ships and scientists there).</source>
        <translation>Aus dem allgemeinen Vorrat anwerben: {count} (deine Schiffe und Wissenschaftler dort).</translation>
    </message>
    <message>
        <source>Research on the {track} track: {points} (your ships and scientists there).</source>
        <translation>Forschen auf der Leiste {track}: {points} (deine Schiffe und Wissenschaftler dort).</translation>
    </message>
    <message>
        <source>Or do nothing (the move still counts).</source>
        <translation>Oder nichts tun (das Bewegen zählt trotzdem).</translation>
    </message>
    <message>
        <source>Action taken: {action}.</source>
        <translation>Aktion ausgeführt: {action}.</translation>
    </message>
    <message>
        <source>One card this turn, if you like:</source>
        <translation>Eine Karte in diesem Zug, wenn du willst:</translation>
    </message>
    <message>
        <source>{kind}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>Card played: no other card this turn.</source>
        <translation>Karte gespielt: keine weitere in diesem Zug.</translation>
    </message>
    <message>
        <source>No card this turn: you played one in your first turn.</source>
        <translation>Keine Karte in diesem Zug: du hast im ersten Zug eine gespielt.</translation>
    </message>
    <message>
        <source>Once this turn: discard a cube or a ship for one scientist.</source>
        <translation>Einmal in diesem Zug: einen Würfel oder ein Schiff für einen Wissenschaftler abwerfen.</translation>
    </message>
    <message>
        <source>Discard done for this turn.</source>
        <translation>Abwerfen für diesen Zug erledigt.</translation>
    </message>
    <message>
        <source>Then end the turn.</source>
        <translation>Dann den Zug beenden.</translation>
    </message>
    <message>
        <source>The board in the middle of the table.</source>
        <translation>Der Spielplan in die Tischmitte.</translation>
    </message>
    <message>
        <source>The board in the middle; with 2 players the top and bottom areas ({closed}) are closed.</source>
        <translation>Der Spielplan in die Mitte; mit 2 Spielern sind das obere und das untere Gebiet ({closed}) geschlossen.</translation>
    </message>
    <message>
        <source>One starting building at random on each open area: {buildings}.</source>
        <translation>Ein Startgebäude zufällig auf jedes offene Gebiet: {buildings}.</translation>
    </message>
    <message>
        <source>Building decks by player count, shuffled; shipyard cards beside the board; each player 1 basic resource card, and {players} expertise cards as the resource deck.</source>
        <translation>Gebäudestapel nach Spielerzahl, gemischt; Werftkarten neben den Plan; jeder 1 Basis-Ressourcenkarte, und {players} Expertenkarten als Ressourcenstapel.</translation>
    </message>
    <message>
        <source>Each player: {personal} scientists in the personal reserve, {common} in the common reserve; {ships} ships and {cubes} cubes in Available Resources; 1 cube on the victory-point track.</source>
        <translation>Jeder: {personal} Wissenschaftler im persönlichen Vorrat, {common} im allgemeinen Vorrat; {ships} Schiffe und {cubes} Würfel in den Verfügbaren Ressourcen; 1 Würfel auf der Siegpunktleiste.</translation>
    </message>
    <message>
        <source>Ships on the board: {board_ships} each, placed in the order {order}.</source>
        <translation>Schiffe auf dem Plan: {board_ships} je Spieler, eingesetzt in der Reihenfolge {order}.</translation>
    </message>
    <message>
        <source>Research tracks not used: {tracks}.</source>
        <translation>Nicht benutzte Forschungsleisten: {tracks}.</translation>
    </message>
    <message>
        <source>With 2 players, player B puts a cube on the first space of a research track of their choice.</source>
        <translation>Mit 2 Spielern setzt Spieler B einen Würfel auf das erste Feld einer Forschungsleiste seiner Wahl.</translation>
    </message>
    <message>
        <source>The sun on the bottom-left area (1): it moves before the first turn.</source>
        <translation>Die Sonne auf das Gebiet unten links (1): sie zieht vor dem ersten Zug.</translation>
    </message>
    <message>
        <source>build</source>
        <translation>bauen</translation>
    </message>
    <message>
        <source>build a ship</source>
        <translation>ein Schiff bauen</translation>
    </message>
    <message>
        <source>recruit</source>
        <translation>anwerben</translation>
    </message>
    <message>
        <source>research</source>
        <translation>forschen</translation>
    </message>
    <message>
        <source>a cube</source>
        <translation>einen Würfel</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>ein Schiff</translation>
    </message>
    <message>
        <source>a ship from the board</source>
        <translation>ein Schiff vom Spielplan</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>shipyard</source>
        <translation>Werft</translation>
    </message>
    <message>
        <source>crane</source>
        <translation>Kran</translation>
    </message>
    <message>
        <source>rig tower</source>
        <translation>Förderturm</translation>
    </message>
    <message>
        <source>drill</source>
        <translation>Bohranlage</translation>
    </message>
    <message>
        <source>wind turbine</source>
        <translation>Windrad</translation>
    </message>
    <message>
        <source>lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>Fabrik</translation>
    </message>
    <message>
        <source>inland research centre</source>
        <translation>Inland-Forschungszentrum</translation>
    </message>
    <message>
        <source>coastal research centre</source>
        <translation>Küsten-Forschungszentrum</translation>
    </message>
    <message>
        <source>naval research centre</source>
        <translation>Marine-Forschungszentrum</translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation>Hauptquartier</translation>
    </message>
    <message>
        <source>plankton collection</source>
        <translation>Planktonsammler</translation>
    </message>
    <message>
        <source>satellite dish</source>
        <translation>Satellitenschüssel</translation>
    </message>
    <message>
        <source>Inland</source>
        <translation>Inland</translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation>Küste</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Marine</translation>
    </message>
    <message>
        <source>Three-player</source>
        <translation>Drei-Spieler</translation>
    </message>
    <message>
        <source>Four-player</source>
        <translation>Vier-Spieler</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppel</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Icebreaker</source>
        <translation>Eisbrecher</translation>
    </message>
    <message>
        <source>Place a scientist</source>
        <translation>Wissenschaftler einsetzen</translation>
    </message>
    <message>
        <source>+2 scientists</source>
        <translation>+2 Wissenschaftler</translation>
    </message>
    <message>
        <source>Quick research</source>
        <translation>Schnelle Forschung</translation>
    </message>
    <message>
        <source>move a ship</source>
        <translation>ein Schiff bewegen</translation>
    </message>
    <message>
        <source>shipyard draft</source>
        <translation>Werftkarten-Draft</translation>
    </message>
    <message>
        <source>advance three</source>
        <translation>drei vorrücken</translation>
    </message>
    <message>
        <source>one scientist</source>
        <translation>ein Wissenschaftler</translation>
    </message>
    <message>
        <source>ship to the sun</source>
        <translation>Schiff zur Sonne</translation>
    </message>
    <message>
        <source>resource expertise card</source>
        <translation>Ressourcen-Expertenkarte</translation>
    </message>
    <message>
        <source>basic resource card</source>
        <translation>Basis-Ressourcenkarte</translation>
    </message>
    <message>
        <source>take a shipyard card</source>
        <translation>Werftkarte nehmen</translation>
    </message>
    <message>
        <source>Last round: one more turn after this one.</source>
        <translation>Letzte Runde: noch ein Zug nach diesem.</translation>
    </message>
    <message>
        <source>Last round: this is the game&apos;s last turn.</source>
        <translation>Letzte Runde: Dies ist der letzte Zug der Partie.</translation>
    </message>
    <message>
        <source>First discard down to {limit} cards (you hold {hand}): the hand limit is checked at the start of your turn.</source>
        <translation>Wirf zuerst auf {limit} Karten ab (du hast {hand}): Das Handkartenlimit wird zu Beginn deines Zuges geprüft.</translation>
    </message>
    <message>
        <source>Put your action tile on a slot and play one card with it:</source>
        <translation>Lege dein Aktionsplättchen auf einen Aktionsplatz und spiele dazu eine Karte aus:</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available.</source>
        <translation>{text} (Platz {colour}): verfügbar.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available; your {card} card matches, so you use the slot and the card.</source>
        <translation>{text} (Platz {colour}): verfügbar; deine Karte ({card}) passt, also nutzt du Platz und Karte.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available; your {card} card does not match and would be discarded.</source>
        <translation>{text} (Platz {colour}): verfügbar; deine Karte ({card}) passt nicht und würde abgeworfen.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): not available. {reason}</source>
        <translation>{text} (Platz {colour}): nicht verfügbar. {reason}</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): occupied, but you may take it with the action-cloning tile for 1 credit.</source>
        <translation>{text} (Platz {colour}): besetzt, aber du kannst ihn mit dem Aktionskopie-Plättchen für 1 Credit nehmen.</translation>
    </message>
    <message>
        <source>{text} (always available, no colour): any number of tiles may go here; the card you play is discarded.</source>
        <translation>{text} (jederzeit verfügbar, keine Farbe): Hier dürfen beliebig viele Plättchen liegen; die ausgespielte Karte wird abgeworfen.</translation>
    </message>
    <message>
        <source>Your action tile is on: {text}.</source>
        <translation>Dein Aktionsplättchen liegt auf: {text}.</translation>
    </message>
    <message>
        <source>Colour match: a card of the slot&apos;s colour lets you use both the slot&apos;s action and the card, in either order, each completely. A card of another colour is discarded without effect.</source>
        <translation>Passende Farbe: Mit einer Karte in der Farbe des Platzes nutzt du die Aktion des Platzes und die Karte, in beliebiger Reihenfolge, jede vollständig. Eine Karte anderer Farbe wird ohne Effekt abgeworfen.</translation>
    </message>
    <message>
        <source>Your card is {colour}: on a {colour} slot you use both the slot and the card; anywhere else the card is discarded without effect.</source>
        <translation>Deine Karte ist {colour}: Auf einem Platz der Farbe {colour} nutzt du Platz und Karte; überall sonst wird die Karte ohne Effekt abgeworfen.</translation>
    </message>
    <message>
        <source>The {colour} card matches the slot: resolve the slot&apos;s action and the card in either order, one completely before the other.</source>
        <translation>Die Karte ({colour}) passt zum Platz: Führe die Aktion des Platzes und die Karte in beliebiger Reihenfolge aus, eine vollständig vor der anderen.</translation>
    </message>
    <message>
        <source>The card does not match the slot: only the slot&apos;s action happens, and the card was discarded without effect.</source>
        <translation>Die Karte passt nicht zum Platz: Nur die Aktion des Platzes findet statt, die Karte wurde ohne Effekt abgeworfen.</translation>
    </message>
    <message>
        <source>You had no card to play: only the slot&apos;s action happens.</source>
        <translation>Du hattest keine Karte zum Ausspielen: Nur die Aktion des Platzes findet statt.</translation>
    </message>
    <message>
        <source>To resolve the card, say its type: instant, permanent, action, production or end-scoring.</source>
        <translation>Um die Karte auszuführen, gib ihren Typ an: Soforteffekt, dauerhaft, Aktion, Produktion oder Schlusswertung.</translation>
    </message>
    <message>
        <source>Instant card: resolve its effect now; then it is discarded.</source>
        <translation>Karte mit Soforteffekt: Führe ihren Effekt jetzt aus; danach wird sie abgeworfen.</translation>
    </message>
    <message>
        <source>Permanent card: on a colour match you claim it; its effect lasts for the rest of the game, starting this turn.</source>
        <translation>Karte mit dauerhaftem Effekt: Bei passender Farbe beanspruchst du sie; ihr Effekt gilt ab diesem Zug für den Rest der Partie.</translation>
    </message>
    <message>
        <source>Action card: on a colour match you claim it. Use it only through a slot or effect that says &apos;use 1 of your action cards&apos;, once per era. You hold {held} of at most 4 action cards.</source>
        <translation>Aktionskarte: Bei passender Farbe beanspruchst du sie. Nutze sie nur über einen Platz oder Effekt mit „Nutze 1 deiner Aktionskarten“, einmal pro Ära. Du hast {held} von höchstens 4 Aktionskarten.</translation>
    </message>
    <message>
        <source>Production card: on a colour match you claim it; it produces in every production phase, counting only connected things.</source>
        <translation>Produktionskarte: Bei passender Farbe beanspruchst du sie; sie produziert in jeder Produktionsphase und zählt nur Verbundenes.</translation>
    </message>
    <message>
        <source>End-scoring card: on a colour match you claim it; it scores points in the final scoring.</source>
        <translation>Schlusswertungskarte: Bei passender Farbe beanspruchst du sie; sie bringt Punkte in der Schlusswertung.</translation>
    </message>
    <message>
        <source>Special card: on a colour match its effect happens only if you pay its cost of {cost} (credits). Unmatched or unpaid, a 1- or 2-credit special goes under its deck and a 3-credit special leaves the game; a paid instant special is kept under your player board.</source>
        <translation>Spezialkarte: Bei passender Farbe wirkt sie nur, wenn du ihre Kosten von {cost} (Credits) bezahlst. Ohne passende Farbe oder unbezahlt kommt eine 1- oder 2-Credit-Spezialkarte unter ihren Stapel und eine 3-Credit-Spezialkarte aus dem Spiel; eine bezahlte Spezialkarte mit Soforteffekt bleibt unter deinem Spielerbogen.</translation>
    </message>
    <message>
        <source>&apos;Connected&apos; means joined to {name}&apos;s start city by a chain of tunnels. Only connected cities, the buildings next to them and the tunnels next to a city produce, are fed and score.</source>
        <translation>„Verbunden“ heißt: über eine Tunnelkette mit der Start-Stadt von {name} verbunden. Nur verbundene Städte, die Gebäude daneben und Tunnel neben einer Stadt produzieren, werden ernährt und bringen Punkte.</translation>
    </message>
    <message>
        <source>Connected cities: {connected}. Unconnected cities: {unconnected}. Tunnels next to a city: {tunnels_adjacent}. Connected metropolises: {metropolises}.</source>
        <translation>Verbundene Städte: {connected}. Nicht verbundene Städte: {unconnected}. Tunnel neben einer Stadt: {tunnels_adjacent}. Verbundene Metropolen: {metropolises}.</translation>
    </message>
    <message>
        <source>Not connected yet: {cities}. A tunnel to one of them connects it.</source>
        <translation>Noch nicht verbunden: {cities}. Ein Tunnel zu einer davon verbindet sie.</translation>
    </message>
    <message>
        <source>Tunnels that touch no city produce nothing: {tunnels}.</source>
        <translation>Tunnel, die keine Stadt berühren, produzieren nichts: {tunnels}.</translation>
    </message>
    <message>
        <source>Lay out the main board with its {side} side up.</source>
        <translation>Lege den Hauptspielplan mit der Seite für {side} nach oben aus.</translation>
    </message>
    <message>
        <source>Put every score marker on 0 and the era marker on the first space of the era track.</source>
        <translation>Stelle alle Punktezähler auf 0 und den Äramarker auf das erste Feld der Ära-Leiste.</translation>
    </message>
    <message>
        <source>Put the supply within reach: {tunnels} tunnel tiles, {white_domes} nonsymbiotic (white) domes, the farm, desalination plant and laboratory tokens and the resources.</source>
        <translation>Lege den Vorrat bereit: {tunnels} Tunnelplättchen, {white_domes} nicht-symbiotische (weiße) Kuppeln, die Marker für Farmen, Entsalzungsanlagen und Labore sowie die Ressourcen.</translation>
    </message>
    <message>
        <source>Count out {count} symbiotic (purple) domes for {players} players: no more may be built this game.</source>
        <translation>Zähle {count} symbiotische (violette) Kuppeln für {players} Spieler ab: Mehr dürfen in dieser Partie nicht gebaut werden.</translation>
    </message>
    <message>
        <source>Solo: symbiotic (purple) domes are unlimited.</source>
        <translation>Solo: Symbiotische (violette) Kuppeln sind unbegrenzt.</translation>
    </message>
    <message>
        <source>Shuffle the 3-credit special cards and lay {face_up} face up (only those are in this game); shuffle the 1-or-2-credit special cards into a deck and turn its top card face up.</source>
        <translation>Mische die 3-Credit-Spezialkarten und lege {face_up} offen aus (nur diese sind in dieser Partie im Spiel); mische die 1- oder 2-Credit-Spezialkarten zu einem Stapel und decke dessen oberste Karte auf.</translation>
    </message>
    <message>
        <source>Give each player 3 action tiles, a Personal Assistant (an action card already claimed: gain 1 steelplast or 1 credit), a final-scoring card and an info card.</source>
        <translation>Gib jedem Spieler 3 Aktionsplättchen, einen Persönlichen Assistenten (eine schon beanspruchte Aktionskarte: 1 Stahlplastik oder 1 Credit erhalten), eine Wertungskarte und eine Übersichtskarte.</translation>
    </message>
    <message>
        <source>Each player starts with {kelp} kelp, {steelplast} steelplast, {science} science and {credits} credits.</source>
        <translation>Jeder beginnt mit {kelp} Tang, {steelplast} Stahlplastik, {science} Wissenschaft und {credits} Credits.</translation>
    </message>
    <message>
        <source>Deal each player a board, standard side (#1–4) up for first games; everyone uses the same side. The start city stands on the bottom-right city site.</source>
        <translation>Gib jedem einen Spielerbogen, in den ersten Partien mit der Standardseite (#1–4) nach oben; alle benutzen dieselbe Seite. Die Start-Stadt steht auf dem Stadtbauplatz unten rechts.</translation>
    </message>
    <message>
        <source>Solo: take a board with its asymmetric (expert) side up. The start city stands on the bottom-right city site.</source>
        <translation>Solo: Nimm einen Spielerbogen mit der Expertenseite (asymmetrisch) nach oben. Die Start-Stadt steht auf dem Stadtbauplatz unten rechts.</translation>
    </message>
    <message>
        <source>Each player gets 1 random brown metropolis tile for the top-left hexagon and 2 random blue ones for the other two metropolis spaces.</source>
        <translation>Jeder erhält 1 zufälliges braunes Metropolenplättchen für das Sechseck oben links und 2 zufällige blaue für die beiden anderen Metropolenfelder.</translation>
    </message>
    <message>
        <source>The app dealt the metropolis tiles (listed above): give each player their brown tile for the top-left hexagon and their two blue ones for the other two metropolis spaces.</source>
        <translation>Die App hat die Metropolenplättchen verteilt (oben aufgeführt): Gib jedem Spieler sein braunes Plättchen für das Sechseck oben links und seine zwei blauen für die anderen beiden Metropolenfelder.</translation>
    </message>
    <message>
        <source>The app drew the play order for round 1: {order}. Set up the play-order track in that order. Later rounds follow the Federation track, so turns are rarely clockwise.</source>
        <translation>Die App hat die Zugfolge für Runde 1 ausgelost: {order}. Stelle die Zugfolgeleiste in dieser Reihenfolge auf. Spätere Runden folgen der Staatenbund-Leiste, daher geht es selten im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Draw a random play order for round 1 and set up the play-order track. Later rounds follow the Federation track, so turns are rarely clockwise.</source>
        <translation>Lost die Zugfolge für Runde 1 aus und stellt die Zugfolgeleiste ein. Spätere Runden folgen der Staatenbund-Leiste, die Züge gehen also selten im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>The Federation track starts in reverse play order:</source>
        <translation>Die Staatenbund-Leiste beginnt in umgekehrter Zugfolge:</translation>
    </message>
    <message>
        <source>1st player: below space 4.</source>
        <translation>1. Spieler: unter Feld 4.</translation>
    </message>
    <message>
        <source>2nd player: on space {space}.</source>
        <translation>2. Spieler: auf Feld {space}.</translation>
    </message>
    <message>
        <source>3rd player: on space {space}, gaining {credits} credit.</source>
        <translation>3. Spieler: auf Feld {space}, erhält {credits} Credit.</translation>
    </message>
    <message>
        <source>4th player: on space {space}, gaining {credits} credit and {steelplast} steelplast.</source>
        <translation>4. Spieler: auf Feld {space}, erhält {credits} Credit und {steelplast} Stahlplastik.</translation>
    </message>
    <message>
        <source>Solo: put three action tiles of an unused colour on the first slot of each colour, clockwise.</source>
        <translation>Solo: Lege 3 Aktionsplättchen einer unbenutzten Farbe auf den im Uhrzeigersinn 1. Aktionsplatz jeder Farbe.</translation>
    </message>
    <message>
        <source>Solo: your marker starts below space 4 of the Federation track.</source>
        <translation>Solo: Dein Anzeiger beginnt unter Feld 4 der Staatenbund-Leiste.</translation>
    </message>
    <message>
        <source>4 players: put the action-cloning tile beside the main board.</source>
        <translation>Zu viert: Lege das Aktionskopie-Plättchen neben den Hauptspielplan.</translation>
    </message>
    <message>
        <source>Deal each player {draw} Era I cards; each keeps {keep} and discards the rest.</source>
        <translation>Gib jedem {draw} Karten der Ära I; jeder behält {keep} und wirft den Rest ab.</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>symbiotic city</source>
        <translation>symbiotische Stadt</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>desalination plant</source>
        <translation>Entsalzungsanlage</translation>
    </message>
    <message>
        <source>laboratory</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>under the special-card deck</source>
        <translation>unter den Spezialkartenstapel</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>aus dem Spiel</translation>
    </message>
    <message>
        <source>always-available slot</source>
        <translation>jederzeit verfügbarer Aktionsplatz</translation>
    </message>
</context>
<context>
    <name>teaching_ui</name>
    <message>
        <source>Hand limit</source>
        <translation>Handkartenlimit</translation>
    </message>
    <message>
        <source>Action slots</source>
        <translation>Aktionsplätze</translation>
    </message>
    <message>
        <source>Colour match</source>
        <translation>Passende Farbe</translation>
    </message>
    <message>
        <source>The played card</source>
        <translation>Die ausgespielte Karte</translation>
    </message>
    <message>
        <source>Connected or not</source>
        <translation>Verbunden oder nicht</translation>
    </message>
    <message>
        <source>Show the guide</source>
        <translation>Anleitung zeigen</translation>
    </message>
    <message>
        <source>Fold the guide away</source>
        <translation>Anleitung einklappen</translation>
    </message>
    <message>
        <source>Guide for {0}</source>
        <translation>Anleitung für {0}</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>Teaching is off for {0}.</source>
        <translation>Der Lernmodus ist für {0} aus.</translation>
    </message>
    <message>
        <source>Where: {0}</source>
        <translation>Wo: {0}</translation>
    </message>
    <message>
        <source>Often overlooked · {0}</source>
        <translation>Häufig übersehen · {0}</translation>
    </message>
    <message>
        <source>Reminder · {0}</source>
        <translation>Erinnerung · {0}</translation>
    </message>
    <message>
        <source>New for {0}</source>
        <translation>Neu für {0}</translation>
    </message>
    <message>
        <source>Tell me more</source>
        <translation>Mehr dazu</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Rulebook p. {0} · {1}</source>
        <translation>Spielregel S. {0} · {1}</translation>
    </message>
    <message>
        <source>Teaching mode: a guide through setup and every turn, and short lessons when a player first meets a rule</source>
        <translation>Lernmodus: Anleitung durch Aufbau und jeden Zug, kurze Lektionen, wenn jemand einer Regel zum ersten Mal begegnet</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>{0} lernt mit</translation>
    </message>
    <message>
        <source>Rulebook · {0}</source>
        <translation>Regelheft · {0}</translation>
    </message>
</context>
<context>
    <name>tiles</name>
    <message>
        <source>blue tile {0} (not named yet)</source>
        <translation>blaues Plättchen {0} (noch ohne Namen)</translation>
    </message>
    <message>
        <source>A blue tile the library does not know yet</source>
        <translation>Ein blaues Plättchen, das die Bibliothek noch nicht kennt</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>Name wie aufgedruckt</translation>
    </message>
    <message>
        <source>its text, as printed</source>
        <translation>sein Text, wie aufgedruckt</translation>
    </message>
    <message>
        <source>When connected:</source>
        <translation>Beim Verbinden:</translation>
    </message>
    <message>
        <source>Each production:</source>
        <translation>Jede Produktion:</translation>
    </message>
    <message>
        <source>Add this tile</source>
        <translation>Plättchen hinzufügen</translation>
    </message>
    <message>
        <source>All 11 blue tiles are named already.</source>
        <translation>Alle 11 blauen Plättchen haben schon Namen.</translation>
    </message>
    <message>
        <source>“{0}” is in the library already.</source>
        <translation>„{0}“ ist schon in der Bibliothek.</translation>
    </message>
    <message>
        <source>Added “{0}” to the library.</source>
        <translation>„{0}“ zur Bibliothek hinzugefügt.</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Face-up 3-credit special cards</source>
        <translation>Offene Spezialkarten für 3 Credits</translation>
    </message>
    <message>
        <source>name as printed (or leave empty)</source>
        <translation>Name wie aufgedruckt (oder leer lassen)</translation>
    </message>
    <message>
        <source>new card: its text, as printed</source>
        <translation>neue Karte: ihr Text, wie aufgedruckt</translation>
    </message>
    <message>
        <source>Its printed name:</source>
        <translation>Ihr aufgedruckter Name:</translation>
    </message>
    <message>
        <source>its text, if the library lacks it</source>
        <translation>ihr Text, falls die Bibliothek ihn nicht kennt</translation>
    </message>
    <message>
        <source>Take this card</source>
        <translation>Diese Karte nehmen</translation>
    </message>
</context>
<context>
    <name>wizard</name>
    <message>
        <source>teach</source>
        <translation>anleiten</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <source>board {0}</source>
        <translation>Bogen {0}</translation>
    </message>
    <message>
        <source>Choose a known player</source>
        <translation>Bekannten Spieler wählen</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>credit</source>
        <translation>Credit</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>kelp</source>
        <translation>Tang</translation>
    </message>
    <message>
        <source>steelplast</source>
        <translation>Stahlplastik</translation>
    </message>
    <message>
        <source>science</source>
        <translation>Wissenschaft</translation>
    </message>
    <message>
        <source>biomatter</source>
        <translation>Biomasse</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <source>Kelp</source>
        <translation>Tang</translation>
    </message>
    <message>
        <source>Steelplast</source>
        <translation>Stahlplastik</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Wissenschaft</translation>
    </message>
    <message>
        <source>Biomatter</source>
        <translation>Biomasse</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} Karten</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} Punkte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>symbiotic cities</source>
        <translation>symbiotische Städte</translation>
    </message>
    <message>
        <source>farms</source>
        <translation>Farmen</translation>
    </message>
    <message>
        <source>desalination plants</source>
        <translation>Entsalzungsanlagen</translation>
    </message>
    <message>
        <source>laboratories</source>
        <translation>Labore</translation>
    </message>
    <message>
        <source>tunnels</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>symbiotic city</source>
        <translation>symbiotische Stadt</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>desalination plant</source>
        <translation>Entsalzungsanlage</translation>
    </message>
    <message>
        <source>laboratory</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>Tunnel</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>keine Farbe</translation>
    </message>
    <message>
        <source>◇ no colour</source>
        <translation>◇ keine Farbe</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>Soforteffekt</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>dauerhaft</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>end-scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>Typ unbekannt</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>End-scoring</source>
        <translation>Schlusswertung</translation>
    </message>
    <message>
        <source>Instant (paid specials)</source>
        <translation>Soforteffekt (bezahlte Spezialkarten)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4.</translation>
    </message>
    <message>
        <source>brown metropolis</source>
        <translation>braune Metropole</translation>
    </message>
    <message>
        <source>blue metropolis 1</source>
        <translation>blaue Metropole 1</translation>
    </message>
    <message>
        <source>blue metropolis 2</source>
        <translation>blaue Metropole 2</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>oben links</translation>
    </message>
    <message>
        <source>top centre</source>
        <translation>oben Mitte</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>oben rechts</translation>
    </message>
    <message>
        <source>top far right</source>
        <translation>oben ganz rechts</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>Mitte links</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>Mitte</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>Mitte rechts</translation>
    </message>
    <message>
        <source>middle far right</source>
        <translation>Mitte ganz rechts</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>unten links</translation>
    </message>
    <message>
        <source>bottom centre</source>
        <translation>unten Mitte</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>unten rechts</translation>
    </message>
    <message>
        <source>bottom far right</source>
        <translation>unten ganz rechts</translation>
    </message>
    <message>
        <source>Personal Assistant</source>
        <translation>Persönlicher Assistent</translation>
    </message>
    <message>
        <source>unnamed card</source>
        <translation>unbenannte Karte</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>asymmetric</source>
        <translation>asymmetrisch</translation>
    </message>
    <message>
        <source>1–2 players</source>
        <translation>1–2 Spieler</translation>
    </message>
    <message>
        <source>3–4 players</source>
        <translation>3–4 Spieler</translation>
    </message>
    <message>
        <source>era</source>
        <translation>Ära</translation>
    </message>
    <message>
        <source>special</source>
        <translation>Spezial</translation>
    </message>
    <message>
        <source>Points track</source>
        <translation>Punkteleiste</translation>
    </message>
    <message>
        <source>Brown metropolis tile</source>
        <translation>Plättchen der braunen Metropole</translation>
    </message>
    <message>
        <source>End-scoring cards</source>
        <translation>Schlusswertungskarten</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Board side</source>
        <translation>Bogenseite</translation>
    </message>
    <message>
        <source>Standard side</source>
        <translation>Standardseite</translation>
    </message>
    <message>
        <source>Asymmetric side</source>
        <translation>Asymmetrische Seite</translation>
    </message>
    <message>
        <source>card (no number given)</source>
        <translation>Karte (ohne Nummer)</translation>
    </message>
    <message>
        <source>brown metropolis “{name}”</source>
        <translation>braune Metropole „{name}“</translation>
    </message>
    <message>
        <source>two tunnel sites join the same two places ({site})</source>
        <translation>zwei Tunnelbauplätze verbinden dieselben zwei Orte ({site})</translation>
    </message>
    <message>
        <source>{city}: no path of tunnel sites leads there from the start city</source>
        <translation>{city}: kein Weg über Tunnelbauplätze führt von der Start-Stadt dorthin</translation>
    </message>
    <message>
        <source>{city}: a city site needs exactly one expansion site</source>
        <translation>{city}: ein Stadtbauplatz braucht genau einen Erweiterungsbauplatz</translation>
    </message>
    <message>
        <source>{city}: a city site needs at least one building site</source>
        <translation>{city}: ein Stadtbauplatz braucht mindestens einen Gebäudebauplatz</translation>
    </message>
    <message>
        <source>the board needs one brown and two blue metropolis spaces</source>
        <translation>der Spielerbogen braucht ein Feld für eine braune und zwei für blaue Metropolen</translation>
    </message>
    <message>
        <source>no tunnel site leads to the {metropolis}</source>
        <translation>kein Tunnelbauplatz führt zur {metropolis}</translation>
    </message>
    <message>
        <source>the layout does not read: {reason}</source>
        <translation>der Aufbau ist nicht lesbar: {reason}</translation>
    </message>
    <message>
        <source>there is no site {site} on this board</source>
        <translation>auf diesem Spielerbogen gibt es keinen Bauplatz {site}</translation>
    </message>
    <message>
        <source>a city site cannot hold a multiplier ({site})</source>
        <translation>ein Stadtbauplatz kann keinen Multiplikator tragen ({site})</translation>
    </message>
    <message>
        <source>that place is off the board</source>
        <translation>dieser Ort liegt außerhalb des Spielerbogens</translation>
    </message>
    <message>
        <source>there is already a city site there ({city})</source>
        <translation>dort ist schon ein Stadtbauplatz ({city})</translation>
    </message>
    <message>
        <source>the start city stays: make another city site the start first</source>
        <translation>die Start-Stadt bleibt: mache zuerst einen anderen Stadtbauplatz zur Start-Stadt</translation>
    </message>
    <message>
        <source>a tunnel site needs a city site at one end at least</source>
        <translation>ein Tunnelbauplatz braucht an mindestens einem Ende einen Stadtbauplatz</translation>
    </message>
    <message>
        <source>blue metropolis “{name}”</source>
        <translation>blaue Metropole „{name}“</translation>
    </message>
    <message>
        <source>{effect} connected</source>
        <translation>{effect} verbunden</translation>
    </message>
    <message>
        <source>there is no action slot {slot} on the main board</source>
        <translation>auf dem Spielplan gibt es kein Aktionsfeld {slot}</translation>
    </message>
    <message>
        <source>it contradicts the rulebook data ({field}); the rulebook wins</source>
        <translation>es widerspricht den Daten der Spielregel ({field}); die Spielregel gilt</translation>
    </message>
    <message>
        <source>site bonus on {site}</source>
        <translation>Bonus auf {site}</translation>
    </message>
    <message>
        <source>cards of era {era}</source>
        <translation>Karten der Ära {era}</translation>
    </message>
    <message>
        <source>{kind} on {site}</source>
        <translation>{kind} auf {site}</translation>
    </message>
    <message>
        <source>upgraded {kind} on {site}</source>
        <translation>{kind} (aufgewertet) auf {site}</translation>
    </message>
    <message>
        <source>2x multiplier on {site}</source>
        <translation>2x-Multiplikator auf {site}</translation>
    </message>
    <message>
        <source>{city}: {count} upgraded {buildings}</source>
        <translation>{city}: {count} aufgewertete {buildings}</translation>
    </message>
    <message>
        <source>symbiotic city on {city}</source>
        <translation>symbiotische Stadt auf {city}</translation>
    </message>
    <message>
        <source>symbiotic city on {city} (site boost: {points} points instead of 2)</source>
        <translation>symbiotische Stadt auf {city} (Bauplatz-Bonus: {points} statt 2 Punkte)</translation>
    </message>
    <message>
        <source>{site}, upgraded</source>
        <translation>{site}, aufgewertet</translation>
    </message>
    <message>
        <source>{site} (site boost: produces {factor} times)</source>
        <translation>{site} (Bauplatz-Bonus: produziert {factor}-mal)</translation>
    </message>
    <message>
        <source>{site}, upgraded (site boost: produces {factor} times)</source>
        <translation>{site}, aufgewertet (Bauplatz-Bonus: produziert {factor}-mal)</translation>
    </message>
    <message>
        <source>pair bonus of {tunnels}</source>
        <translation>Paarbonus von {tunnels}</translation>
    </message>
    <message>
        <source>site boost of {site}: the connected metropolis on {metropolis} scores {points} more points</source>
        <translation>Bauplatz-Bonus von {site}: Die verbundene Metropole auf {metropolis} bringt {points} Punkte mehr</translation>
    </message>
    <message>
        <source>{source}: effect unknown — add it to the card library</source>
        <translation>{source}: Effekt unbekannt — in der Kartenbibliothek ergänzen</translation>
    </message>
    <message>
        <source>{source}: text unknown — add it to the card library</source>
        <translation>{source}: Text unbekannt — in der Kartenbibliothek ergänzen</translation>
    </message>
    <message>
        <source>{source}: say what it produced (or skip it)</source>
        <translation>{source}: gib an, was sie produziert hat (oder überspringe sie)</translation>
    </message>
    <message>
        <source>{source}: say what it scored (or skip it)</source>
        <translation>{source}: gib ihre Punkte an (oder überspringe sie)</translation>
    </message>
    <message>
        <source>{source}: {gain} (entered by the table)</source>
        <translation>{source}: {gain} (vom Tisch eingegeben)</translation>
    </message>
    <message>
        <source>{source}: {points} points (entered by the table)</source>
        <translation>{source}: {points} Punkte (vom Tisch eingegeben)</translation>
    </message>
    <message>
        <source>{source}: skipped by the table</source>
        <translation>{source}: vom Tisch übersprungen</translation>
    </message>
    <message>
        <source>{source}: {points} points for {paid} (entered by the table)</source>
        <translation>{source}: {points} Punkte für {paid} (vom Tisch eingegeben)</translation>
    </message>
    <message>
        <source>now: {gain} each production</source>
        <translation>jetzt: {gain} in jeder Produktion</translation>
    </message>
    <message>
        <source>now: {gain} at final scoring</source>
        <translation>jetzt: {gain} bei der Schlusswertung</translation>
    </message>
    <message>
        <source>now: {gain}</source>
        <translation>jetzt: {gain}</translation>
    </message>
    <message>
        <source>each time: {gain}</source>
        <translation>jedes Mal: {gain}</translation>
    </message>
    <message>
        <source>needs {need} {count}: you have {have}</source>
        <translation>braucht {need} {count}: du hast {have}</translation>
    </message>
    <message>
        <source>hand limit {limit}</source>
        <translation>Handkartenlimit {limit}</translation>
    </message>
    <message>
        <source>the table enters its result when it fires</source>
        <translation>der Tisch gibt das Ergebnis ein, wenn sie wirkt</translation>
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
        <translation>{source}: {have} {count} → {times} × ({gain} je {per})</translation>
    </message>
    <message>
        <source>{source}: {have} {count} → {times} × ({gain}), at most {cap} times</source>
        <translation>{source}: {have} {count} → {times} × ({gain}), höchstens {cap}-mal</translation>
    </message>
    <message>
        <source>{source}: {have} {count} → {times} × ({gain} per {per}), at most {cap} times</source>
        <translation>{source}: {have} {count} → {times} × ({gain} je {per}), höchstens {cap}-mal</translation>
    </message>
    <message>
        <source>{source}: {have} {count} ({steps}) → {points} points</source>
        <translation>{source}: {have} {count} ({steps}) → {points} Punkte</translation>
    </message>
    <message>
        <source>{source}: {counts} → {sets} complete sets × {points} points</source>
        <translation>{source}: {counts} → {sets} vollständige Sätze × {points} Punkte</translation>
    </message>
    <message>
        <source>{source}: {city} has {have} {buildings} → {gain}</source>
        <translation>{source}: {city} hat {have} {buildings} → {gain}</translation>
    </message>
    <message>
        <source>{source}: {city} has {have} upgraded {buildings} → {gain}</source>
        <translation>{source}: {city} hat {have} aufgewertete {buildings} → {gain}</translation>
    </message>
    <message>
        <source>{source}: no connected city has {at_least} or more {buildings}</source>
        <translation>{source}: keine verbundene Stadt hat {at_least} oder mehr {buildings}</translation>
    </message>
    <message>
        <source>{source}: no connected city has {at_least} or more upgraded {buildings}</source>
        <translation>{source}: keine verbundene Stadt hat {at_least} oder mehr aufgewertete {buildings}</translation>
    </message>
    <message>
        <source>{source}: no producing {kind}, so nothing changes</source>
        <translation>{source}: keine produzierende Struktur vom Typ {kind}, daher keine Änderung</translation>
    </message>
    <message>
        <source>{source}: not used this production</source>
        <translation>{source}: in dieser Produktion nicht genutzt</translation>
    </message>
    <message>
        <source>{source}: the {kind} on {site} produces {produces} instead of {instead_of}</source>
        <translation>{source}: {kind} auf {site} produziert {produces} statt {instead_of}</translation>
    </message>
    <message>
        <source>{source}: may one producing {kind} produce {produces} instead of {instead_of}?</source>
        <translation>{source}: Darf eine produzierende Struktur vom Typ {kind} {produces} statt {instead_of} produzieren?</translation>
    </message>
    <message>
        <source>no {kind} changes its production</source>
        <translation>keine Änderung der Produktion ({kind})</translation>
    </message>
    <message>
        <source>the {kind} on {site} produces {produces} instead of {instead_of}</source>
        <translation>{kind} auf {site} produziert {produces} statt {instead_of}</translation>
    </message>
    <message>
        <source>{city}: not connected, scores nothing</source>
        <translation>{city}: nicht verbunden, zählt nichts</translation>
    </message>
    <message>
        <source>{city}: building types: {count} ({types}) → {points}</source>
        <translation>{city}: Gebäudetypen: {count} ({types}) → {points}</translation>
    </message>
    <message>
        <source>{city}: no buildings → {points}</source>
        <translation>{city}: keine Gebäude → {points}</translation>
    </message>
    <message>
        <source>{source}: not connected by both tunnels, scores nothing</source>
        <translation>{source}: nicht über beide Tunnel verbunden, zählt nichts</translation>
    </message>
    <message>
        <source>spend {paid} on {source}: {points} points ({uses} × {pay} → {each})</source>
        <translation>{paid} für {source} ausgeben: {points} Punkte ({uses} × {pay} → {each})</translation>
    </message>
    <message>
        <source>{source}: nothing spent ({pay} → {each} would not add points here)</source>
        <translation>{source}: nichts ausgegeben ({pay} → {each} brächte hier keine Punkte mehr)</translation>
    </message>
    <message>
        <source>resources: {left} = {value} → {points} points ({rest} left over)</source>
        <translation>Ressourcen: {left} = {value} → {points} Punkte ({rest} übrig)</translation>
    </message>
    <message>
        <source>resources: {left} (biomatter = {credits} credits) = {value} → {points} points ({rest} left over)</source>
        <translation>Ressourcen: {left} (Biomasse = {credits} Credits) = {value} → {points} Punkte ({rest} übrig)</translation>
    </message>
    <message>
        <source>main board side (1-2 or 3-4 players)</source>
        <translation>Seite des Hauptspielplans (1–2 oder 3–4 Spieler)</translation>
    </message>
    <message>
        <source>player boards: standard or asymmetric side</source>
        <translation>Spielerbögen: Standard- oder asymmetrische Seite</translation>
    </message>
    <message>
        <source>Government Contracts variant</source>
        <translation>Variante mit Regierungsaufträgen</translation>
    </message>
    <message>
        <source>a tie goes to whoever is earlier in the final play order</source>
        <translation>bei Gleichstand gewinnt, wer in der letzten Zugfolge früher steht</translation>
    </message>
    <message>
        <source>{0}: your table&apos;s entry is kept (the pack differs in {1})</source>
        <translation>{0}: der Eintrag eures Tisches bleibt (das Paket weicht ab bei {1})</translation>
    </message>
    <message>
        <source>{0}: the pack&apos;s checked entry replaced yours, which was not checked ({1})</source>
        <translation>{0}: der geprüfte Eintrag des Pakets ersetzt deinen ungeprüften ({1})</translation>
    </message>
    <message>
        <source>{0}: completed from the pack ({1})</source>
        <translation>{0}: aus dem Paket ergänzt ({1})</translation>
    </message>
    <message>
        <source>{0}: not taken: {1}</source>
        <translation>{0}: nicht übernommen: {1}</translation>
    </message>
    <message>
        <source>special card (no number given)</source>
        <translation>Spezialkarte (ohne Nummer)</translation>
    </message>
    <message>
        <source>resources: none left</source>
        <translation>Ressourcen: keine übrig</translation>
    </message>
    <message>
        <source>end of turn: draw 1</source>
        <translation>Zugende: 1 Karte ziehen</translation>
    </message>
    <message>
        <source>action-cloning tile</source>
        <translation>Aktionskopie-Plättchen</translation>
    </message>
    <message>
        <source>connected cities</source>
        <translation>verbundene Städte</translation>
    </message>
    <message>
        <source>city, {0}</source>
        <translation>Stadt, {0}</translation>
    </message>
    <message>
        <source>tunnel, {0}</source>
        <translation>Tunnel, {0}</translation>
    </message>
    <message>
        <source>building site {0}, city {1}</source>
        <translation>Gebäudebauplatz {0}, Stadt {1}</translation>
    </message>
    <message>
        <source>expansion site, city {0}</source>
        <translation>Erweiterungsbauplatz, Stadt {0}</translation>
    </message>
    <message>
        <source>connected symbiotic cities</source>
        <translation>verbundene symbiotische Städte</translation>
    </message>
    <message>
        <source>connected farms</source>
        <translation>verbundene Farmen</translation>
    </message>
    <message>
        <source>connected desalination plants</source>
        <translation>verbundene Entsalzungsanlagen</translation>
    </message>
    <message>
        <source>connected laboratories</source>
        <translation>verbundene Labore</translation>
    </message>
    <message>
        <source>connected buildings</source>
        <translation>verbundene Gebäude</translation>
    </message>
    <message>
        <source>connected upgraded farms</source>
        <translation>verbundene aufgewertete Farmen</translation>
    </message>
    <message>
        <source>connected upgraded desalination plants</source>
        <translation>verbundene aufgewertete Entsalzungsanlagen</translation>
    </message>
    <message>
        <source>connected upgraded laboratories</source>
        <translation>verbundene aufgewertete Labore</translation>
    </message>
    <message>
        <source>connected upgraded buildings</source>
        <translation>verbundene aufgewertete Gebäude</translation>
    </message>
    <message>
        <source>upgraded tunnels</source>
        <translation>aufgewertete Tunnel</translation>
    </message>
    <message>
        <source>tunnels adjacent to cities</source>
        <translation>Tunnel neben Städten</translation>
    </message>
    <message>
        <source>upgraded tunnels adjacent to cities</source>
        <translation>aufgewertete Tunnel neben Städten</translation>
    </message>
    <message>
        <source>connected metropolises</source>
        <translation>verbundene Metropolen</translation>
    </message>
    <message>
        <source>special cards played and paid</source>
        <translation>ausgespielte und bezahlte Spezialkarten</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>warten</translation>
    </message>
    <message>
        <source>production after round {round}: run production, feeding and the end of the era</source>
        <translation>Produktion nach Runde {round}: Produktion, Städte ernähren und Ende der Ära ausführen</translation>
    </message>
    <message>
        <source>keep cards: {players} must discard down to their hand limit</source>
        <translation>Karten behalten: {players} müssen bis zum Handkartenlimit abwerfen</translation>
    </message>
    <message>
        <source>game over: final scoring</source>
        <translation>Spielende: Schlusswertung</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: reveal the top era card to place the 4th blocking tile</source>
        <translation>{turn} Zug von {player}: oberste Ärakarte aufdecken, um das 4. Plättchen der unbenutzten Farbe zu legen</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: discard down to {limit}, then choose a slot</source>
        <translation>{turn} Zug von {player}: auf {limit} Karten abwerfen, dann einen Aktionsplatz wählen</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: choose a slot and play a card</source>
        <translation>{turn} Zug von {player}: Aktionsplatz wählen und eine Karte ausspielen</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: discard one action card (limit of four)</source>
        <translation>{turn} Zug von {player}: eine Aktionskarte abwerfen (4-Karten-Regel)</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve {effect}</source>
        <translation>{turn} Zug von {player}: {effect} ausführen</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the slot&apos;s action</source>
        <translation>{turn} Zug von {player}: Aktion des Platzes ausführen</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the slot&apos;s action or the played card</source>
        <translation>{turn} Zug von {player}: Aktion des Platzes oder ausgespielte Karte ausführen</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the played card, or end the turn</source>
        <translation>{turn} Zug von {player}: ausgespielte Karte ausführen oder den Zug beenden</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: end the turn</source>
        <translation>{turn} Zug von {player}: Zug beenden</translation>
    </message>
    <message>
        <source>card {number} {name}</source>
        <translation>Karte {number} {name}</translation>
    </message>
    <message>
        <source>card {number}</source>
        <translation>Karte {number}</translation>
    </message>
    <message>
        <source>card “{name}”</source>
        <translation>Karte „{name}“</translation>
    </message>
    <message>
        <source>the played card</source>
        <translation>die ausgespielte Karte</translation>
    </message>
    <message>
        <source>special card {number} “{name}”</source>
        <translation>Spezialkarte {number} „{name}“</translation>
    </message>
    <message>
        <source>special card {number}</source>
        <translation>Spezialkarte {number}</translation>
    </message>
    <message>
        <source>special card “{name}”</source>
        <translation>Spezialkarte „{name}“</translation>
    </message>
    <message>
        <source>action card {number} {name}</source>
        <translation>Aktionskarte {number} {name}</translation>
    </message>
    <message>
        <source>action card {number}</source>
        <translation>Aktionskarte {number}</translation>
    </message>
    <message>
        <source>action card “{name}”</source>
        <translation>Aktionskarte „{name}“</translation>
    </message>
    <message>
        <source>action card</source>
        <translation>Aktionskarte</translation>
    </message>
    <message>
        <source>brown metropolis {tile}</source>
        <translation>braune Metropole {tile}</translation>
    </message>
    <message>
        <source>brown metropolis (no tile) on {site}</source>
        <translation>braune Metropole (kein Plättchen) auf {site}</translation>
    </message>
    <message>
        <source>blue metropolis {tile}</source>
        <translation>blaue Metropole {tile}</translation>
    </message>
    <message>
        <source>blue metropolis (no tile) on {site}</source>
        <translation>blaue Metropole (kein Plättchen) auf {site}</translation>
    </message>
    <message>
        <source>special card cost</source>
        <translation>Kosten der Spezialkarte</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <source>paid for {effect}</source>
        <translation>bezahlt für {effect}</translation>
    </message>
    <message>
        <source>card {number} ({name})</source>
        <translation>Karte {number} ({name})</translation>
    </message>
    <message>
        <source>Federation track</source>
        <translation>Staatenbund-Leiste</translation>
    </message>
</context>
</TS>
