"""Otys (Claude Lucchini, Libellud 2017): the engine of the third game.

The Italian rulebook (``../shared/seeds/004_ef0f741bf4a5caa2.txt``) is the authority;
its pages: components p. 2, boards p. 3, the research sector's setup p. 4, the colony's
p. 5, the turn p. 6, X-keys and batteries p. 7, contracts and the end p. 8, sponsors
p. 9, divers pp. 10–11, reward tokens p. 12.

Where the text leaves a point open, the app decided (a table may play otherwise):

- the pushed diver surfaces in phase 3 even when its action was declined (the key
  pushed it; p. 6 lets the action, not the surfacing, be skipped);
- a battery may move a diver into or out of the three surface spaces (the column is
  one line of 8 divers; p. 7 counts levels only by the mechanic's value);
- sponsor 1 advanced makes the trader's purchase free (p. 9: "non spendere crediti per
  utilizzare l'abilità del tuo Commerciante"); a copied diver's own cost is paid;
- a diver copied by the spy acts with its own side (equipped or not) and its own costs;
  a copied spy only draws contracts (p. 11: no chaining to a non-neighbour);
- sponsor 4 standard is paid when the key pushes the diver in phase 2 (the diver
  "activated this turn" is known only then); an already equipped diver costs nothing;
- the equipped metal expert gives its X-key even when its dig zone is full (taking the
  cube and the bonus are each optional, p. 10); none when the pile is empty;
- in the spy variant the credit goes to the owner only when the spy costs one;
- the hacker's start, the mechanic's fourth value and the emporium's rows are the
  app's reading of pictures (``resources/otys/board.json``, not confirmed).
"""
