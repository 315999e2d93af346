<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Amounts</name>
    <message>
        <source>points</source>
        <translation>pontos</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Round {0} of {1} · Era {2}</source>
        <translation>Rodada {0} de {1} · Era {2}</translation>
    </message>
    <message>
        <source> · production after this round</source>
        <translation> · produção após esta rodada</translation>
    </message>
    <message>
        <source>Game over: final scoring</source>
        <translation>Fim de jogo: pontuação final</translation>
    </message>
    <message>
        <source>Production after round {0}: check the breakdown, then apply it</source>
        <translation>Produção após a rodada {0}: confira o detalhamento e depois aplique</translation>
    </message>
    <message>
        <source>Era {0} begins: {1} keep cards down to the hand limit</source>
        <translation>Começa a era {0}: {1} ficam com cartas até o limite de mão</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn</source>
        <translation>{1} turno de {0}</translation>
    </message>
    <message>
        <source>reveal the top era card to place the 4th blocking tile</source>
        <translation>revele a carta do topo da era para colocar o 4º marcador do não-jogador</translation>
    </message>
    <message>
        <source>discard down to {0}, then choose a slot</source>
        <translation>descarte até {0} e depois escolha um espaço</translation>
    </message>
    <message>
        <source>choose a slot and play a card</source>
        <translation>escolha um espaço e baixe uma carta</translation>
    </message>
    <message>
        <source>discard one action card (limit of four)</source>
        <translation>descarte uma carta de ação (limite de quatro)</translation>
    </message>
    <message>
        <source>resolve {0}</source>
        <translation>resolva {0}</translation>
    </message>
    <message>
        <source>resolve the slot&apos;s action and the played card, in either order</source>
        <translation>resolva a ação do espaço e a carta baixada, em qualquer ordem</translation>
    </message>
    <message>
        <source>resolve the slot&apos;s action</source>
        <translation>resolva a ação do espaço</translation>
    </message>
    <message>
        <source>resolve the played card, or end the turn</source>
        <translation>resolva a carta baixada ou termine o turno</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>termine o turno</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Player boards</source>
        <translation>Tabuleiros de jogador</translation>
    </message>
    <message>
        <source>Board {0} ({1})</source>
        <translation>Tabuleiro {0} ({1})</translation>
    </message>
    <message>
        <source>New games use the boards you save here; the game open keeps its own.</source>
        <translation>As novas partidas usam os tabuleiros salvos aqui; a partida aberta mantém os seus.</translation>
    </message>
    <message>
        <source>Tap a site on the board to select it.</source>
        <translation>Toque num local do tabuleiro para selecioná-lo.</translation>
    </message>
    <message>
        <source>This site</source>
        <translation>Este local</translation>
    </message>
    <message>
        <source>Its marks to</source>
        <translation>Seus símbolos para</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>The city to</source>
        <translation>A cidade para</translation>
    </message>
    <message>
        <source>Add a building site</source>
        <translation>Adicionar local para construção</translation>
    </message>
    <message>
        <source>Add an expansion site</source>
        <translation>Adicionar local para expansão</translation>
    </message>
    <message>
        <source>Make it the start city</source>
        <translation>Torná-la a cidade inicial</translation>
    </message>
    <message>
        <source>Remove this site</source>
        <translation>Remover este local</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>O tabuleiro</translation>
    </message>
    <message>
        <source>New city site</source>
        <translation>Novo local para cidade</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Tunnel site from</source>
        <translation>Local para túneis de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>até</translation>
    </message>
    <message>
        <source>Checked against our printed board</source>
        <translation>Conferido com o nosso tabuleiro impresso</translation>
    </message>
    <message>
        <source>Start again from the built-in layout</source>
        <translation>Recomeçar do layout embutido</translation>
    </message>
    <message>
        <source>Save this board</source>
        <translation>Salvar este tabuleiro</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Conferido com a sua cópia.</translation>
    </message>
    <message>
        <source>Saved by your table; not checked against your copy.</source>
        <translation>Salvo pela sua mesa; não conferido com a sua cópia.</translation>
    </message>
    <message>
        <source>Built-in layout: not checked against your copy.</source>
        <translation>Layout embutido: não conferido com a sua cópia.</translation>
    </message>
    <message>
        <source>Changes not saved yet.</source>
        <translation>Alterações ainda não salvas.</translation>
    </message>
    <message>
        <source>Cannot be saved yet: {0}</source>
        <translation>Ainda não pode ser salvo: {0}</translation>
    </message>
    <message>
        <source> (start city)</source>
        <translation> (cidade inicial)</translation>
    </message>
    <message>
        <source>Not changed: {0}</source>
        <translation>Não alterado: {0}</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Não salvo: {0}</translation>
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
        <translation>, com melhoria</translation>
    </message>
    <message>
        <source>, connected</source>
        <translation>, conectado</translation>
    </message>
    <message>
        <source>, not connected</source>
        <translation>, não conectado</translation>
    </message>
</context>
<context>
    <name>CalibrateBar</name>
    <message>
        <source>Check the slot colours</source>
        <translation>Conferir as cores dos espaços de ação</translation>
    </message>
    <message>
        <source>Player boards…</source>
        <translation>Tabuleiros de jogador…</translation>
    </message>
    <message>
        <source>Tap each slot whose colour matches your main board (a ? marks those not checked yet); tap again to change it. Saved for every later game.</source>
        <translation>Toque em cada espaço de ação cuja cor confere com o seu tabuleiro principal (um ? marca os ainda não conferidos); toque de novo para mudá-la. Vale para todas as partidas seguintes.</translation>
    </message>
    <message>
        <source>Done checking the colours</source>
        <translation>Concluir a conferência das cores</translation>
    </message>
</context>
<context>
    <name>CardDetails</name>
    <message>
        <source>number: not said</source>
        <translation>número: não informado</translation>
    </message>
    <message>
        <source>name (a new library entry)</source>
        <translation>nome (nova entrada na biblioteca)</translation>
    </message>
    <message>
        <source>not a special card</source>
        <translation>não é uma carta especial</translation>
    </message>
    <message>
        <source>special card costing {0} credits</source>
        <translation>carta especial de {0} créditos</translation>
    </message>
    <message>
        <source>+1 hand limit</source>
        <translation>+1 limite de mão</translation>
    </message>
    <message>
        <source>Its type places the tile (keys 1–5):</source>
        <translation>Seu tipo coloca o marcador (teclas 1–5):</translation>
    </message>
    <message>
        <source>Save to the library and place</source>
        <translation>Salvar na biblioteca e colocar</translation>
    </message>
    <message>
        <source>In the library: {0} ({1}) — nothing more to say.</source>
        <translation>Na biblioteca: {0} ({1}) — nada mais a informar.</translation>
    </message>
    <message>
        <source>Place {0} (1–5)</source>
        <translation>Colocar {0} (1–5)</translation>
    </message>
    <message>
        <source>Not in the library yet: its name, type (keys 1–5) and effect, once — it is never asked again.</source>
        <translation>Ainda não está na biblioteca: nome, tipo (teclas 1–5) e efeito, uma única vez — nunca mais será perguntado.</translation>
    </message>
    <message>
        <source>Place without saving</source>
        <translation>Colocar sem salvar</translation>
    </message>
</context>
<context>
    <name>CorrectionDialog</name>
    <message>
        <source>Correct {0}&apos;s counters and board</source>
        <translation>Corrigir contadores e tabuleiro de {0}</translation>
    </message>
    <message>
        <source>Set each value to what the table sees; say why. The history keeps it.</source>
        <translation>Ajuste cada valor ao que está na mesa e diga o motivo. O histórico registra.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartas na mão</translation>
    </message>
    <message>
        <source>— no board site —</source>
        <translation>— nenhum local —</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>melhorado</translation>
    </message>
    <message>
        <source>Board site</source>
        <translation>Local do tabuleiro</translation>
    </message>
    <message>
        <source>Holds</source>
        <translation>Contém</translation>
    </message>
    <message>
        <source>why (required), e.g. &apos;forgot the site bonus&apos;</source>
        <translation>motivo (obrigatório), p. ex. “esqueci o bônus de construção”</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>{0} (now {1})</source>
        <translation>{0} (agora {1})</translation>
    </message>
</context>
<context>
    <name>EffectEditor</name>
    <message>
        <source>no effect to enter (name and type only)</source>
        <translation>nenhum efeito a inserir (só nome e tipo)</translation>
    </message>
    <message>
        <source>the table resolves it (enter its result when it fires)</source>
        <translation>a mesa resolve (informe o resultado quando ela ativar)</translation>
    </message>
    <message>
        <source>gain resources, cards, points</source>
        <translation>receber recursos, cartas, pontos</translation>
    </message>
    <message>
        <source>build (at usual cost)</source>
        <translation>construir (pelo custo normal)</translation>
    </message>
    <message>
        <source>upgrade structures (1 science each)</source>
        <translation>melhorar estruturas (1 marcador de ciência cada)</translation>
    </message>
    <message>
        <source>use action cards</source>
        <translation>usar cartas de ação</translation>
    </message>
    <message>
        <source>advance on the Federation track</source>
        <translation>avançar na trilha da federação</translation>
    </message>
    <message>
        <source>take 1 special card</source>
        <translation>pegar 1 carta especial</translation>
    </message>
    <message>
        <source>gain different resources, 1 each</source>
        <translation>receber recursos diferentes, 1 de cada</translation>
    </message>
    <message>
        <source>whenever …, gain …</source>
        <translation>sempre que …, receba …</translation>
    </message>
    <message>
        <source>hand limit +1</source>
        <translation>limite de mão +1</translation>
    </message>
    <message>
        <source>a fixed gain each production</source>
        <translation>um ganho fixo a cada produção</translation>
    </message>
    <message>
        <source>a gain per counted thing</source>
        <translation>um ganho por coisa contada</translation>
    </message>
    <message>
        <source>a gain per connected city with buildings</source>
        <translation>um ganho por cidade conectada com construções</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>pontos fixos</translation>
    </message>
    <message>
        <source>points per counted thing</source>
        <translation>pontos por coisa contada</translation>
    </message>
    <message>
        <source>points by a threshold table</source>
        <translation>pontos por uma tabela de faixas</translation>
    </message>
    <message>
        <source>points per complete set</source>
        <translation>pontos por conjunto completo</translation>
    </message>
    <message>
        <source>pay resources for points (conversion)</source>
        <translation>pagar recursos por pontos (conversão)</translation>
    </message>
    <message>
        <source>points per connected city with buildings</source>
        <translation>pontos por cidade conectada com construções</translation>
    </message>
    <message>
        <source>structures</source>
        <translation>estruturas</translation>
    </message>
    <message>
        <source>action cards</source>
        <translation>cartas de ação</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>passos</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>recursos</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>and upgrade it for 1 science</source>
        <translation>e melhore por 1 marcador de ciência</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Construa</translation>
    </message>
    <message>
        <source>and also gain:</source>
        <translation>e receba também:</translation>
    </message>
    <message>
        <source>no condition</source>
        <translation>sem condição</translation>
    </message>
    <message>
        <source>Only with at least</source>
        <translation>Só com pelo menos</translation>
    </message>
    <message>
        <source>whenever you choose a slot that does not match your card</source>
        <translation>sempre que você escolher um espaço de ação que não corresponde à sua carta</translation>
    </message>
    <message>
        <source>whenever you reach space 3 of the Federation track</source>
        <translation>sempre que você alcançar o espaço 3 da trilha da federação</translation>
    </message>
    <message>
        <source>whenever you build the 2nd laboratory of a connected city</source>
        <translation>sempre que você construir o 2º laboratório de uma cidade conectada</translation>
    </message>
    <message>
        <source>whenever you build the 2nd desalination plant of a connected city</source>
        <translation>sempre que você construir a 2ª usina dessalinizadora de uma cidade conectada</translation>
    </message>
    <message>
        <source>whenever an action slot gives you at least 1 steelplast</source>
        <translation>sempre que um espaço de ação der a você pelo menos 1 plastiaço</translation>
    </message>
    <message>
        <source>whenever your network connects to a new metropolis</source>
        <translation>sempre que sua rede se conectar a uma nova metrópole</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <source>per</source>
        <translation>por</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>no máximo</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>melhoradas</translation>
    </message>
    <message>
        <source>each connected city with at least</source>
        <translation>cada cidade conectada com pelo menos</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>não usado</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pontos</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>pelo menos</translation>
    </message>
    <message>
        <source>Pay:</source>
        <translation>Pague:</translation>
    </message>
    <message>
        <source>as often as you can</source>
        <translation>quantas vezes puder</translation>
    </message>
    <message>
        <source>Set its numbers: {0}</source>
        <translation>Ajuste os números: {0}</translation>
    </message>
    <message>
        <source>For {0} — {1}</source>
        <translation>Para {0} — {1}</translation>
    </message>
</context>
<context>
    <name>EraKeepPanel</name>
    <message>
        <source>What production gave</source>
        <translation>O que a produção rendeu</translation>
    </message>
    <message>
        <source>{0}: feeding — {1}</source>
        <translation>{0}: alimentação — {1}</translation>
    </message>
    <message>
        <source>Era {0} begins</source>
        <translation>Começa a era {0}</translation>
    </message>
    <message>
        <source>Action cards are refreshed. Each player drew 3 cards of the new era and keeps 3 of their whole hand (4 with +1 hand limit).</source>
        <translation>As cartas de ação são restauradas. Cada jogador comprou 3 cartas da nova era e fica com 3 de toda a mão (4 com +1 limite de mão).</translation>
    </message>
    <message>
        <source>{0}: holds {1}, keeps {2}</source>
        <translation>{0}: tem {1}, fica com {2}</translation>
    </message>
    <message>
        <source>Discard {0}</source>
        <translation>Descartar {0}</translation>
    </message>
    <message>
        <source>✓ kept</source>
        <translation>✓ mantidas</translation>
    </message>
</context>
<context>
    <name>FinalDetail</name>
    <message>
        <source>Place</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Track points</source>
        <translation>Pontos na trilha</translation>
    </message>
    <message>
        <source>Brown metropolis</source>
        <translation>Metrópole marrom</translation>
    </message>
    <message>
        <source>End-scoring cards</source>
        <translation>Cartas de pontuação final</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Cidades</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Lines the table must settle</source>
        <translation>Linhas que a mesa precisa definir</translation>
    </message>
    <message>
        <source>Apply these amounts</source>
        <translation>Aplicar estes valores</translation>
    </message>
    <message>
        <source>Totals with these amounts: {0}</source>
        <translation>Totais com estes valores: {0}</translation>
    </message>
    <message>
        <source>{0} tie; the tie goes to whoever is earlier in the final play order ({1}).</source>
        <translation>Empate entre {0}; vence quem vem antes na última ordem dos jogadores ({1}).</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>Cálculo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>1 brown metropolis</source>
        <translation>1 metrópole marrom</translation>
    </message>
    <message>
        <source>2 end-scoring cards</source>
        <translation>2 cartas de pontuação final</translation>
    </message>
    <message>
        <source>3 cities</source>
        <translation>3 cidades</translation>
    </message>
    <message>
        <source>4 resources</source>
        <translation>4 recursos</translation>
    </message>
    <message>
        <source>track</source>
        <translation>trilha</translation>
    </message>
    <message>
        <source>points before scoring</source>
        <translation>pontos antes da pontuação</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Resources are spent where they buy the most points: end-scoring cards first; then biomatter sells for 2 credits each and every 4 credits, kelp, science and steelplast, in any mix, score 1 point (German rulebook p. 17). After the cards: {0} → {1} points; only the remainder ({2}) scores nothing.</source>
        <translation>Os recursos vão para onde rendem mais pontos: primeiro as cartas de pontuação final; depois a biomassa é vendida por 2 créditos cada e cada 4 entre créditos, kelp, ciência e plastiaço, em qualquer combinação, valem 1 ponto (regulamento alemão p. 17). Depois das cartas: {0} → {1} pontos; só o resto ({2}) não vale nada.</translation>
    </message>
    <message>
        <source>⚠ 1 line waits for the table to say what it scored.</source>
        <translation>⚠ 1 linha espera que a mesa diga quanto pontuou.</translation>
    </message>
    <message>
        <source>⚠ {0} lines wait for the table to say what they scored.</source>
        <translation>⚠ {0} linhas esperam que a mesa diga quanto pontuaram.</translation>
    </message>
    <message>
        <source>Points by round</source>
        <translation>Pontos por rodada</translation>
    </message>
    <message>
        <source>round ({0}: after the last production and final scoring)</source>
        <translation>rodada ({0}: após a última produção e a pontuação final)</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pontos</translation>
    </message>
</context>
<context>
    <name>FinalScreen</name>
    <message>
        <source>Final scoring</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>Final scoring (projection: the game is not over)</source>
        <translation>Pontuação final (projeção: o jogo não acabou)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Back to the table</source>
        <translation>Voltar à mesa</translation>
    </message>
    <message>
        <source>Games list</source>
        <translation>Lista de partidas</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Evolução da pontuação</translation>
    </message>
    <message>
        <source>BG Stats play…</source>
        <translation>Partida do BG Stats…</translation>
    </message>
    <message>
        <source>Score sheet (PDF)…</source>
        <translation>Folha de pontuação (PDF)…</translation>
    </message>
    <message>
        <source>Duration {0} · thinking time: {1}</source>
        <translation>Duração {0} · tempo de reflexão: {1}</translation>
    </message>
    <message>
        <source>★ {0} wins with {1} points.</source>
        <translation>★ {0} vence com {1} pontos.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
</context>
<context>
    <name>FinishedPanel</name>
    <message>
        <source>The game is over</source>
        <translation>A partida acabou</translation>
    </message>
    <message>
        <source>The boards beside show how every network ended. Nothing more can be tapped.</source>
        <translation>Os tabuleiros ao lado mostram como cada rede terminou. Não há mais nada a tocar.</translation>
    </message>
    <message>
        <source>Show final scoring</source>
        <translation>Mostrar a pontuação final</translation>
    </message>
    <message>
        <source>Final play order (it breaks ties): {0}</source>
        <translation>Ordem dos jogadores final (desempata): {0}</translation>
    </message>
</context>
<context>
    <name>FixDialog</name>
    <message>
        <source>Fix tap {0}</source>
        <translation>Corrigir a jogada {0}</translation>
    </message>
    <message>
        <source>Tap {0} says: {1}</source>
        <translation>A jogada {0} diz: {1}</translation>
    </message>
    <message>
        <source>Change what was wrong. Every later tap is checked again; any that became illegal is kept as a conflict for you to fix or delete.</source>
        <translation>Mude o que estava errado. Cada jogada posterior é verificada de novo; as que se tornarem ilegais ficam como conflito para você corrigir ou apagar.</translation>
    </message>
</context>
<context>
    <name>FixStrip</name>
    <message>
        <source>Edit fields…</source>
        <translation>Editar campos…</translation>
    </message>
    <message>
        <source>Change the tap&apos;s details in a form instead</source>
        <translation>Mude os detalhes da jogada num formulário</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Cancelar (Esc)</translation>
    </message>
    <message>
        <source>Fixing tap {0}: {1} — tap what really happened; Esc cancels</source>
        <translation>Corrigindo a jogada {0}: {1} — toque no que realmente aconteceu; Esc cancela</translation>
    </message>
    <message>
        <source>Tap {0} fixed. ⚠ Taps now in conflict: {1}. Fix or delete each one in the History.</source>
        <translation>Jogada {0} corrigida. ⚠ Jogadas agora em conflito: {1}. Corrija ou apague cada uma no Histórico.</translation>
    </message>
    <message>
        <source>Tap {0} fixed; every later tap still holds.</source>
        <translation>Jogada {0} corrigida; todas as jogadas posteriores continuam válidas.</translation>
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
        <translation>Ela deu:</translation>
    </message>
    <message>
        <source>It cost:</source>
        <translation>Ela custou:</translation>
    </message>
    <message>
        <source>Record it</source>
        <translation>Registrar</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>New game: which game?</source>
        <translation>Nova partida: qual jogo?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duração</translation>
    </message>
    <message>
        <source>Thinking time: {0}</source>
        <translation>Tempo de reflexão: {0}</translation>
    </message>
    <message>
        <source>{0} #{1}</source>
        <translation>{0} #{1}</translation>
    </message>
    <message>
        <source>damaged: cannot be read (export what reads, or delete it)</source>
        <translation>danificada: não pode ser lida (exporte o que for legível, ou apague-a)</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>em andamento</translation>
    </message>
    <message>
        <source>round {0} of {1}</source>
        <translation>rodada {0} de {1}</translation>
    </message>
    <message>
        <source>round {0}</source>
        <translation>rodada {0}</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation>Desfazer o turno</translation>
    </message>
    <message>
        <source>Take back every tap of this turn (with none yet: the previous turn); Redo plays them again one by one</source>
        <translation>Desfaz todas as jogadas deste turno (se ainda não houver: o turno anterior); Refazer as repete uma a uma</translation>
    </message>
    <message>
        <source>Fix at the table</source>
        <translation>Corrigir na mesa</translation>
    </message>
    <message>
        <source>Show the game just before this tap and tap what really happened</source>
        <translation>Mostrar o jogo logo antes desta jogada e tocar no que realmente aconteceu</translation>
    </message>
    <message>
        <source>Edit fields…</source>
        <translation>Editar campos…</translation>
    </message>
    <message>
        <source>Delete this tap</source>
        <translation>Apagar esta jogada</translation>
    </message>
    <message>
        <source>(by the app)</source>
        <translation>(pelo app)</translation>
    </message>
    <message>
        <source>conflict: {0}</source>
        <translation>conflito: {0}</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>desfeito</translation>
    </message>
    <message>
        <source>(fixing at the table)</source>
        <translation>(sendo corrigida na mesa)</translation>
    </message>
    <message>
        <source>⚠ Taps in conflict: {0}. Fix or delete each one.</source>
        <translation>⚠ Jogadas em conflito: {0}. Corrija ou apague cada uma.</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Board-game companion</source>
        <translation>Assistente de jogos de tabuleiro</translation>
    </message>
    <message>
        <source>Keeps the bookkeeping of a physical game: whose turn it is, the tracks, the slots, every network; runs production and final scoring with their working.</source>
        <translation>Cuida da contabilidade de uma partida física: de quem é a vez, as trilhas, os espaços, cada rede; calcula a produção e a pontuação final mostrando as contas.</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Nova partida (Ctrl+N)</translation>
    </message>
    <message>
        <source>Continue the selected game</source>
        <translation>Continuar a partida selecionada</translation>
    </message>
    <message>
        <source>Card library</source>
        <translation>Biblioteca de cartas</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Apagar…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <source>Finished or not</source>
        <translation>Terminadas ou não</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>Em andamento</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminadas</translation>
    </message>
    <message>
        <source>Search a title or a player</source>
        <translation>Buscar um título ou um jogador</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Evolução da pontuação</translation>
    </message>
    <message>
        <source>Export ▾</source>
        <translation>Exportar ▾</translation>
    </message>
    <message>
        <source>The selected game as a file, a BG Stats play or a score sheet; every result</source>
        <translation>A partida escolhida como arquivo, partida do BG Stats ou folha de pontuação; todos os resultados</translation>
    </message>
    <message>
        <source>No games yet: start one with New game.</source>
        <translation>Ainda não há partidas: comece uma com Nova partida.</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Todos os jogadores</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Nenhuma partida corresponde a estes filtros.</translation>
    </message>
    <message>
        <source>Games: {0}</source>
        <translation>Partidas: {0}</translation>
    </message>
    <message>
        <source>Game file (.jsonl)…</source>
        <translation>Arquivo da partida (.jsonl)…</translation>
    </message>
    <message>
        <source>BG Stats play (.bgsplay)…</source>
        <translation>Partida do BG Stats (.bgsplay)…</translation>
    </message>
    <message>
        <source>Score sheet (PDF)…</source>
        <translation>Folha de pontuação (PDF)…</translation>
    </message>
    <message>
        <source>Results shown, as CSV…</source>
        <translation>Resultados exibidos, em CSV…</translation>
    </message>
    <message>
        <source>Results shown, as JSON…</source>
        <translation>Resultados exibidos, em JSON…</translation>
    </message>
    <message>
        <source>Export a game</source>
        <translation>Exportar uma partida</translation>
    </message>
    <message>
        <source>Game files (*.jsonl)</source>
        <translation>Arquivos de partida (*.jsonl)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Não foi possível gravar {0}: {1}</translation>
    </message>
    <message>
        <source>Delete a game</source>
        <translation>Apagar uma partida</translation>
    </message>
    <message>
        <source>Delete game #{0} ({1}) and its whole history? This cannot be undone.</source>
        <translation>Apagar a partida #{0} ({1}) com todo o histórico? Isto não pode ser desfeito.</translation>
    </message>
</context>
<context>
    <name>KindTab</name>
    <message>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Distribuição da pontuação</translation>
    </message>
    <message>
        <source>First-player advantage: wins by position</source>
        <translation>Vantagem do primeiro jogador: vitórias por posição</translation>
    </message>
    <message>
        <source>Average score by player count</source>
        <translation>Pontuação média por número de jogadores</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Pontos por categoria</translation>
    </message>
    <message>
        <source>Points by category and group</source>
        <translation>Pontos por categoria e grupo</translation>
    </message>
    <message>
        <source>{0} finished games · average duration {1}</source>
        <translation>{0} partidas terminadas · duração média {1}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontuações</translation>
    </message>
    <message>
        <source>fair game</source>
        <translation>jogo equilibrado</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Taxa de vitórias (%)</translation>
    </message>
    <message>
        <source>Fair game (%)</source>
        <translation>Jogo equilibrado (%)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>Winners&apos; average</source>
        <translation>Média dos vencedores</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Categoria</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupo</translation>
    </message>
</context>
<context>
    <name>LibraryScreen</name>
    <message>
        <source>Card library</source>
        <translation>Biblioteca de cartas</translation>
    </message>
    <message>
        <source>Search number, name, text…</source>
        <translation>Buscar número, nome, texto…</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efeito</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Peça</translation>
    </message>
    <message>
        <source>Metropolis tiles</source>
        <translation>Peças de metrópole</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Import a pack…</source>
        <translation>Importar um pacote…</translation>
    </message>
    <message>
        <source>Export what the table taught…</source>
        <translation>Exportar o que a mesa ensinou…</translation>
    </message>
    <message>
        <source>Import a pack</source>
        <translation>Importar um pacote</translation>
    </message>
    <message>
        <source>Packs (*.json)</source>
        <translation>Pacotes (*.json)</translation>
    </message>
    <message>
        <source>Export what the table taught</source>
        <translation>Exportar o que a mesa ensinou</translation>
    </message>
    <message>
        <source>Player boards…</source>
        <translation>Tabuleiros de jogador…</translation>
    </message>
    <message>
        <source>Add or teach a card the table met</source>
        <translation>Adicionar ou ensinar uma carta que a mesa encontrou</translation>
    </message>
    <message>
        <source>Edit the selected card</source>
        <translation>Editar a carta selecionada</translation>
    </message>
    <message>
        <source>Save to the library</source>
        <translation>Salvar na biblioteca</translation>
    </message>
    <message>
        <source>Select a card in the list first.</source>
        <translation>Selecione primeiro uma carta na lista.</translation>
    </message>
    <message>
        <source>resolved by the table</source>
        <translation>resolvida pela mesa</translation>
    </message>
    <message>
        <source>effect known</source>
        <translation>efeito conhecido</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>sem número</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>nome como impresso</translation>
    </message>
    <message>
        <source>colour unknown</source>
        <translation>cor desconhecida</translation>
    </message>
    <message>
        <source>the card&apos;s text, as printed</source>
        <translation>o texto da carta, como impresso</translation>
    </message>
    <message>
        <source>not recorded yet</source>
        <translation>ainda não registrado</translation>
    </message>
    <message>
        <source>Added {0}.</source>
        <translation>{0} adicionada.</translation>
    </message>
    <message>
        <source>Imported {0} new entries ({1} already known).</source>
        <translation>{0} novas entradas importadas ({1} já conhecidas).</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>{0} salvo.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Board-game companion</source>
        <translation>Assistente de jogos de tabuleiro</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Light / dark</source>
        <translation>Claro / escuro</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Tela cheia</translation>
    </message>
    <message>
        <source>Forecast</source>
        <translation>Previsão</translation>
    </message>
    <message>
        <source>Teaching mode</source>
        <translation>Modo tutorial</translation>
    </message>
    <message>
        <source>Bigger text</source>
        <translation>Texto maior</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texto menor</translation>
    </message>
    <message>
        <source>Text size as on this screen</source>
        <translation>Tamanho do texto adequado à tela</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Como o sistema</translation>
    </message>
    <message>
        <source>{0} #{1} — Board-game companion</source>
        <translation>{0} #{1} — Assistente de jogos de tabuleiro</translation>
    </message>
    <message>
        <source>Card library: which game?</source>
        <translation>Biblioteca de cartas: qual jogo?</translation>
    </message>
    <message>
        <source>Score progression</source>
        <translation>Evolução da pontuação</translation>
    </message>
    <message>
        <source>Game open elsewhere</source>
        <translation>Partida aberta em outro lugar</translation>
    </message>
    <message>
        <source>Open it read-only here?</source>
        <translation>Abrir aqui somente para leitura?</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir uma partida</translation>
    </message>
    <message>
        <source>This app cannot show that game.</source>
        <translation>Este app não consegue mostrar esse jogo.</translation>
    </message>
    <message>
        <source>Take back the last tap (Ctrl+Z)</source>
        <translation>Desfazer a última jogada (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Play the undone tap again (Ctrl+Shift+Z)</source>
        <translation>Refazer a jogada desfeita (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Every tap in words (Ctrl+H)</source>
        <translation>Cada jogada por extenso (Ctrl+H)</translation>
    </message>
    <message>
        <source>What each network would produce now, and what one more tunnel would change (Ctrl+P)</source>
        <translation>O que cada rede produziria agora e o que mais um túnel mudaria (Ctrl+P)</translation>
    </message>
    <message>
        <source>Back to the games list</source>
        <translation>Voltar à lista de partidas</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Aparência</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tamanho do texto</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Resume the game clock</source>
        <translation>Retomar o relógio da partida</translation>
    </message>
    <message>
        <source>Pause the game clock</source>
        <translation>Pausar o relógio da partida</translation>
    </message>
    <message>
        <source>Back up every game…</source>
        <translation>Fazer backup de todas as partidas…</translation>
    </message>
    <message>
        <source>Restore a backup…</source>
        <translation>Restaurar um backup…</translation>
    </message>
    <message>
        <source>Teaching ▾</source>
        <translation>Tutorial ▾</translation>
    </message>
    <message>
        <source>Teaching mode: a guide and lessons for new players (Ctrl+T)</source>
        <translation>Modo tutorial: guia e lições para novos jogadores (Ctrl+T)</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>Ensinar {0}</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Player board</source>
        <translation>Tabuleiro de jogador</translation>
    </message>
    <message>
        <source>Teaching</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Teaching mode: a guide through setup and every turn, and short lessons when a player first meets a rule</source>
        <translation>Modo tutorial: guia na preparação e em cada turno, e lições curtas quando alguém encontra uma regra pela primeira vez</translation>
    </message>
    <message>
        <source>Main board side</source>
        <translation>Lado do tabuleiro principal</translation>
    </message>
    <message>
        <source>as the player count says</source>
        <translation>conforme o número de jogadores</translation>
    </message>
    <message>
        <source>3–4 players side</source>
        <translation>lado para 3–4 jogadores</translation>
    </message>
    <message>
        <source>1–2 players side</source>
        <translation>lado para 1–2 jogadores</translation>
    </message>
    <message>
        <source>Player boards</source>
        <translation>Tabuleiros de jogador</translation>
    </message>
    <message>
        <source>standard (#1–4, first games)</source>
        <translation>padrão (#1–4, primeiras partidas)</translation>
    </message>
    <message>
        <source>asymmetric (#5–8, experts)</source>
        <translation>avançado (#5–8, experientes)</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>government contracts</source>
        <translation>contratos governamentais</translation>
    </message>
    <message>
        <source>Solo difficulty (blocking tiles on the n-th slot)</source>
        <translation>Dificuldade solo (marcadores do não-jogador no n-ésimo espaço)</translation>
    </message>
    <message>
        <source>Tunnel tiles in the box (46; the English edition 47)</source>
        <translation>Túneis na caixa (46; edição inglesa 47)</translation>
    </message>
    <message>
        <source>Play order for round 1</source>
        <translation>Ordem dos jogadores na rodada 1</translation>
    </message>
    <message>
        <source>the app draws it</source>
        <translation>o aplicativo sorteia</translation>
    </message>
    <message>
        <source>as the table drew it:</source>
        <translation>como sorteada na mesa:</translation>
    </message>
    <message>
        <source>The app deals the metropolis tiles</source>
        <translation>O aplicativo distribui as peças de metrópole</translation>
    </message>
    <message>
        <source>Enter them as drawn, by their printed names (1 brown and 2 blue each)</source>
        <translation>Informe-as como sorteadas, pelos nomes impressos (1 marrom e 2 azuis cada)</translation>
    </message>
    <message>
        <source>{0} and {1} both chose {2}: each player needs a colour of their own.</source>
        <translation>{0} e {1} escolheram {2}: cada jogador precisa de uma cor própria.</translation>
    </message>
    <message>
        <source>New game: metropolis tiles and special cards</source>
        <translation>Novo jogo: metrópoles e cartas especiais</translation>
    </message>
    <message>
        <source>Setting up the table, step by step</source>
        <translation>Preparação da mesa, passo a passo</translation>
    </message>
    <message>
        <source>dealt by the app</source>
        <translation>dado pelo aplicativo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main board&lt;/b&gt;: {0} side · &lt;b&gt;player boards&lt;/b&gt;: {1}</source>
        <translation>&lt;b&gt;Tabuleiro principal&lt;/b&gt;: lado {0} · &lt;b&gt;tabuleiros de jogador&lt;/b&gt;: {1}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Play order, round 1&lt;/b&gt;: {0}</source>
        <translation>&lt;b&gt;Ordem dos jogadores, rodada 1&lt;/b&gt;: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Federation start positions and seat bonuses&lt;/b&gt;:</source>
        <translation>&lt;b&gt;Posições iniciais na trilha da federação e bônus&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>below space 4</source>
        <translation>abaixo do espaço 4</translation>
    </message>
    <message>
        <source>space {0}</source>
        <translation>espaço {0}</translation>
    </message>
    <message>
        <source>, bonus {0}</source>
        <translation>, bônus {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Boards and metropolis tiles&lt;/b&gt;:</source>
        <translation>&lt;b&gt;Tabuleiros e peças de metrópole&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>&amp;nbsp;&amp;nbsp;{0}: board {1}; {2}</source>
        <translation>&amp;nbsp;&amp;nbsp;{0}: tabuleiro {1}; {2}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Opening hands&lt;/b&gt;: each player draws 6 Era I cards and keeps 3 ({0}).</source>
        <translation>&lt;b&gt;Mão inicial&lt;/b&gt;: cada jogador compra 6 cartas da era I e fica com 3 ({0}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Starting resources&lt;/b&gt;: {0} each, plus the seat bonuses above.</source>
        <translation>&lt;b&gt;Recursos iniciais&lt;/b&gt;: {0} cada, mais os bônus acima.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>New game: players</source>
        <translation>Nova partida: jogadores</translation>
    </message>
    <message>
        <source>New game: table and variants</source>
        <translation>Nova partida: mesa e variantes</translation>
    </message>
    <message>
        <source>New game: check and start</source>
        <translation>Nova partida: conferir e começar</translation>
    </message>
</context>
<context>
    <name>PlayerForecast</name>
    <message>
        <source>After: {0}; score: {1}</source>
        <translation>Depois: {0}; pontos: {1}</translation>
    </message>
    <message>
        <source>One more tunnel would have changed:</source>
        <translation>Mais um túnel teria mudado:</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Correct…</source>
        <translation>Corrigir…</translation>
    </message>
    <message>
        <source>Set any counter or board site by hand, with a reason</source>
        <translation>Ajustar à mão qualquer contador ou local, com um motivo</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 pt</translation>
    </message>
    <message>
        <source>{0} pts</source>
        <translation>{0} pts</translation>
    </message>
    <message>
        <source>▶ now playing: {0} turn of 3</source>
        <translation>▶ jogando agora: {0} turno de 3</translation>
    </message>
    <message>
        <source>Hand: {0} cards (limit {1})</source>
        <translation>Mão: {0} cartas (limite {1})</translation>
    </message>
    <message>
        <source>  ⚠ over the limit</source>
        <translation>  ⚠ acima do limite</translation>
    </message>
    <message>
        <source> (used)</source>
        <translation> (usada)</translation>
    </message>
    <message>
        <source>Action cards {0} of {1}: {2}</source>
        <translation>Cartas de ação {0} de {1}: {2}</translation>
    </message>
    <message>
        <source>{0} unnamed</source>
        <translation>{0} sem nome</translation>
    </message>
    <message>
        <source>Special cards paid: {0}</source>
        <translation>Cartas especiais pagas: {0}</translation>
    </message>
    <message>
        <source>No claimed cards yet</source>
        <translation>Nenhuma carta reivindicada ainda</translation>
    </message>
    <message>
        <source>{0} ({1}): {2} points</source>
        <translation>{0} ({1}): {2} pontos</translation>
    </message>
</context>
<context>
    <name>PlayerTab</name>
    <message>
        <source>Player:</source>
        <translation>Jogador:</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Todos os jogadores</translation>
    </message>
    <message>
        <source>Plays and wins</source>
        <translation>Partidas e vitórias</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taxa de vitórias</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Média</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Thinking time</source>
        <translation>Tempo de reflexão</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos os jogos</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Everyone who sat at a table. Renaming or merging keeps every game as it was played; lessons seen follow the player.</source>
        <translation>Todos que sentaram a uma mesa. Renomear ou unir mantém cada partida como foi jogada; as lições vistas acompanham o jogador.</translation>
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
        <translation>Cor</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Renomear…</translation>
    </message>
    <message>
        <source>Merge into…</source>
        <translation>Unir a…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Rename a player</source>
        <translation>Renomear um jogador</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Unir jogadores</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Novo nome:</translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation>{0} é a mesma pessoa que:</translation>
    </message>
    <message>
        <source>Merge {0} into {1}? {0}&apos;s {2} games and lessons seen move to {1}; each game keeps the name it was played under.</source>
        <translation>Unir {0} a {1}? As {2} partidas e as lições vistas de {0} passam para {1}; cada partida mantém o nome com que foi jogada.</translation>
    </message>
</context>
<context>
    <name>ProductionPanel</name>
    <message>
        <source>Only connected things produce. Check each line against the boards; choices that cards offer are below each table. Feeding follows: each connected city eats 1 kelp, else 1 biomatter, else costs 3 points.</source>
        <translation>Só o que está conectado produz. Confira cada linha nos tabuleiros; as escolhas oferecidas pelas cartas estão abaixo de cada tabela. Depois vem a alimentação: cada cidade conectada consome 1 kelp, senão 1 biomassa, senão custa 3 pontos.</translation>
    </message>
    <message>
        <source>Skip the lines marked ⚠: they gave nothing</source>
        <translation>Pular as linhas marcadas ⚠: não deram nada</translation>
    </message>
    <message>
        <source>Apply production and feeding (P)</source>
        <translation>Aplicar produção e alimentação (P)</translation>
    </message>
    <message>
        <source>Production after round {0} — end of era {1}</source>
        <translation>Produção após a rodada {0} — fim da era {1}</translation>
    </message>
    <message>
        <source>Settle or skip every line marked ⚠ first.</source>
        <translation>Primeiro defina ou pule cada linha marcada com ⚠.</translation>
    </message>
</context>
<context>
    <name>ProgressionScreen</name>
    <message>
        <source>Score progression — {0} #{1}</source>
        <translation>Evolução da pontuação — {0} #{1}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Points after each tap</source>
        <translation>Pontos após cada toque</translation>
    </message>
    <message>
        <source>Tap</source>
        <translation>Toque</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
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
        <translation>A rodada {0} terminou</translation>
    </message>
</context>
<context>
    <name>SettleLine</name>
    <message>
        <source>{0}: what did it give?</source>
        <translation>{0}: o que ela deu?</translation>
    </message>
    <message>
        <source>{0}: what did it score?</source>
        <translation>{0}: quanto pontuou?</translation>
    </message>
    <message>
        <source>It paid resources…</source>
        <translation>Ela pagou recursos…</translation>
    </message>
    <message>
        <source>Skip: it gave nothing</source>
        <translation>Pular: não deu nada</translation>
    </message>
    <message>
        <source>Teach the effect for good…</source>
        <translation>Ensinar o efeito de vez…</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>pulada</translation>
    </message>
    <message>
        <source>settled</source>
        <translation>definida</translation>
    </message>
    <message>
        <source>not settled yet</source>
        <translation>ainda não definida</translation>
    </message>
</context>
<context>
    <name>SiteMarks</name>
    <message>
        <source>Bonus when built</source>
        <translation>Bônus de construção</translation>
    </message>
    <message>
        <source>advance on the Federation track and draw a card</source>
        <translation>avançar na trilha da federação e comprar uma carta</translation>
    </message>
    <message>
        <source>Surcharge to build here</source>
        <translation>Sobretaxa para construir aqui</translation>
    </message>
    <message>
        <source>2× multiplier</source>
        <translation>Multiplicador 2×</translation>
    </message>
    <message>
        <source>tunnel produces ×</source>
        <translation>o túnel produz ×</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
</context>
<context>
    <name>SlotBoard</name>
    <message>
        <source>✓ checked: tap to change</source>
        <translation>✓ conferido: toque para mudar</translation>
    </message>
    <message>
        <source>not checked: tap if right</source>
        <translation>não conferido: toque se estiver certo</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>clone: 1 credit</source>
        <translation>clonar: 1 crédito</translation>
    </message>
    <message>
        <source>not usable</source>
        <translation>inutilizável</translation>
    </message>
    <message>
        <source>Action-cloning tile: used this round</source>
        <translation>Peça de ação de clonagem: usada nesta rodada</translation>
    </message>
    <message>
        <source>Action-cloning tile: free (1 credit, on a slot another player holds)</source>
        <translation>Peça de ação de clonagem: livre (1 crédito, num espaço ocupado por outro jogador)</translation>
    </message>
</context>
<context>
    <name>SlotKeys</name>
    <message>
        <source>Choose the slot with that number (1–15); on a match, the card&apos;s type (1–5)</source>
        <translation>Escolher o espaço de ação com esse número (1–15); se a cor combinar, o tipo da carta (1–5)</translation>
    </message>
    <message>
        <source>The always-available slot</source>
        <translation>O espaço sempre disponível</translation>
    </message>
    <message>
        <source>The played card is green</source>
        <translation>A carta jogada é verde</translation>
    </message>
    <message>
        <source>The played card is red</source>
        <translation>A carta jogada é vermelha</translation>
    </message>
    <message>
        <source>The played card is yellow</source>
        <translation>A carta jogada é amarela</translation>
    </message>
    <message>
        <source>Resolve the played card</source>
        <translation>Resolver a carta jogada</translation>
    </message>
    <message>
        <source>Finish the effect</source>
        <translation>Concluir o efeito</translation>
    </message>
    <message>
        <source>Discard down to the hand limit</source>
        <translation>Descartar até o limite de mão</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Encerrar o turno</translation>
    </message>
    <message>
        <source>Apply production</source>
        <translation>Aplicar a produção</translation>
    </message>
    <message>
        <source>Cancel the pending choice</source>
        <translation>Cancelar a escolha pendente</translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Solid: connected · hatched ⊘: not connected · thick ring: tap to build here · dotted ring: legal but not affordable · C city, S symbiotic, T tunnel, F farm, D desalination, L laboratory, + upgraded, ★ start city</source>
        <translation>Cheio: conectado · hachurado ⊘: não conectado · anel grosso: toque para construir · anel pontilhado: permitido mas sem recursos · C cidade, S simbiótica, T túnel, F fazenda, D dessalinizadora, L laboratório, + melhorado, ★ cidade inicial</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Espaços de ação</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tabuleiros</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guia</translation>
    </message>
    <message>
        <source>Board {0}: layout not checked against your copy</source>
        <translation>Tabuleiro {0}: layout não conferido com a sua cópia</translation>
    </message>
</context>
<context>
    <name>TeachDialog</name>
    <message>
        <source>Teach {0}</source>
        <translation>Ensinar {0}</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>nome como impresso</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Save the effect</source>
        <translation>Salvar o efeito</translation>
    </message>
</context>
<context>
    <name>Tracks</name>
    <message>
        <source>Play order</source>
        <translation>Ordem dos jogadores</translation>
    </message>
    <message>
        <source>Federation
(stacks: top first)</source>
        <translation>Federação
(pilhas: o de cima primeiro)</translation>
    </message>
    <message>
        <source>start</source>
        <translation>início</translation>
    </message>
    <message>
        <source>below 4</source>
        <translation>abaixo do 4</translation>
    </message>
    <message>
        <source>+1 pt a step</source>
        <translation>+1 pt por passo</translation>
    </message>
    <message>
        <source>{0}: {1} in play order</source>
        <translation>{0}: {1} na ordem dos jogadores</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ilimitados</translation>
    </message>
    <message>
        <source>Supply: {0} tunnels, {1} white domes, {2} symbiotic domes</source>
        <translation>Suprimento: {0} túneis, {1} domos brancos, {2} domos simbióticos</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>Place the 4th blocking tile</source>
        <translation>Colocar o 4º marcador do não-jogador</translation>
    </message>
    <message>
        <source>Revealed era card:</source>
        <translation>Carta da era revelada:</translation>
    </message>
    <message>
        <source>or its number (Enter):</source>
        <translation>ou o seu número (Enter):</translation>
    </message>
    <message>
        <source>builds are free (the card pays)</source>
        <translation>as construções são grátis (a carta paga)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Cancelar (Esc)</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Terminar o turno (E)</translation>
    </message>
    <message>
        <source>End turn anyway (E)</source>
        <translation>Terminar o turno mesmo assim (E)</translation>
    </message>
    <message>
        <source>the played card (it goes to the discard pile)</source>
        <translation>a carta jogada (vai para o descarte)</translation>
    </message>
    <message>
        <source>the slot&apos;s action</source>
        <translation>a ação do espaço de ação</translation>
    </message>
    <message>
        <source>part of the slot&apos;s action</source>
        <translation>parte da ação do espaço de ação</translation>
    </message>
    <message>
        <source>a connected metropolis&apos;s instant effect</source>
        <translation>o efeito instantâneo de uma metrópole conectada</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn of 3</source>
        <translation>{1} turno de 3 de {0}</translation>
    </message>
    <message>
        <source>Reveal the top era card: the sum of its digits places the 4th blocking tile.</source>
        <translation>Revele a carta do topo da era: a soma dos seus dígitos indica onde vai o 4º marcador do não-jogador.</translation>
    </message>
    <message>
        <source>{0} holds {1} cards: discard down to {2} before choosing a slot.</source>
        <translation>{0} tem {1} cartas: descarte até {2} antes de escolher um espaço.</translation>
    </message>
    <message>
        <source>Tap the action slot {0} chose (keys 1–15, A for the always-available slot).</source>
        <translation>Toque no espaço de ação que {0} escolheu (teclas 1–15, A para o espaço sempre disponível).</translation>
    </message>
    <message>
        <source>the always-available slot</source>
        <translation>o espaço sempre disponível</translation>
    </message>
    <message>
        <source>slot {0}</source>
        <translation>o espaço {0}</translation>
    </message>
    <message>
        <source>A {0} card on {1}: it can be resolved. Which card is it?</source>
        <translation>Uma carta ({0}) para {1}: ela pode ser resolvida. Qual é a carta?</translation>
    </message>
    <message>
        <source> with the action-cloning tile (1 credit)</source>
        <translation> com a peça de ação de clonagem (1 crédito)</translation>
    </message>
    <message>
        <source>{0} on {1}{2}: {3}. Which colour is the card played with it?</source>
        <translation>{0} escolheu {1}{2}: {3}. De que cor é a carta baixada junto?</translation>
    </message>
    <message>
        <source>No card (empty hand)</source>
        <translation>Nenhuma carta (mão vazia)</translation>
    </message>
    <message>
        <source>{0} has 5 action cards: discard one (the limit of four).</source>
        <translation>{0} tem 5 cartas de ação: descarte uma (limite de quatro).</translation>
    </message>
    <message>
        <source>Discard {0}</source>
        <translation>Descartar {0}</translation>
    </message>
    <message>
        <source>Discard {0} and use it now</source>
        <translation>Descartar {0} e usá-la agora</translation>
    </message>
    <message>
        <source>How does {0} pay for the {1}? (biomatter may stand in for kelp or steelplast)</source>
        <translation>Como {0} paga a construção ({1})? (biomassa pode substituir kelp ou plastiaço)</translation>
    </message>
    <message>
        <source>Pay {0}</source>
        <translation>Pagar {0}</translation>
    </message>
    <message>
        <source>Which face-up special card does {0} take? Its printed name:</source>
        <translation>Qual carta especial revelada {0} pega? O nome impresso:</translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation>melhoria</translation>
    </message>
    <message>
        <source>Connected {0}: take its instant effect</source>
        <translation>{0} conectada: pegue seu efeito instantâneo</translation>
    </message>
    <message>
        <source>Now resolving: {0}</source>
        <translation>Resolvendo agora: {0}</translation>
    </message>
    <message>
        <source>Slot action: {0}</source>
        <translation>Ação do espaço: {0}</translation>
    </message>
    <message>
        <source>Played card: {0}</source>
        <translation>Carta baixada: {0}</translation>
    </message>
    <message>
        <source>Then the next player taps their slot (or End turn, E): {0} draws 1 card.</source>
        <translation>Depois o próximo jogador toca no seu espaço (ou Terminar o turno, E): {0} compra 1 carta.</translation>
    </message>
    <message>
        <source>first finish {0} (Done, F)</source>
        <translation>primeiro conclua {0} (Feito, F)</translation>
    </message>
    <message>
        <source>Pay {0} credits and play it (C)</source>
        <translation>Pagar {0} créditos e jogá-la (C)</translation>
    </message>
    <message>
        <source>Do not pay: the card goes back</source>
        <translation>Não pagar: a carta volta</translation>
    </message>
    <message>
        <source>Resolve the card now (C)</source>
        <translation>Resolver a carta agora (C)</translation>
    </message>
    <message>
        <source>Claim the {0} card (C)</source>
        <translation>Reivindicar a carta: {0} (C)</translation>
    </message>
    <message>
        <source>The card matches the slot: resolve it before or after the slot.</source>
        <translation>A carta corresponde ao espaço: resolva-a antes ou depois do espaço.</translation>
    </message>
    <message>
        <source>Card #{0} is not in the library with its colour: tap its colour.</source>
        <translation>A carta #{0} não está na biblioteca com a sua cor: toque na sua cor.</translation>
    </message>
    <message>
        <source>Tap the slot again to end {0}&apos;s turn anyway.</source>
        <translation>Toque de novo no espaço para terminar assim mesmo o turno de {0}.</translation>
    </message>
    <message>
        <source>Tap End turn again to end the turn anyway.</source>
        <translation>Toque de novo em Terminar o turno para terminá-lo assim mesmo.</translation>
    </message>
    <message>
        <source>Still unused: {0}.</source>
        <translation>Ainda sem usar: {0}.</translation>
    </message>
    <message>
        <source>Discard 1 card (D)</source>
        <translation>Descartar 1 carta (D)</translation>
    </message>
    <message>
        <source>Discard {0} cards (D)</source>
        <translation>Descartar {0} cartas (D)</translation>
    </message>
    <message>
        <source>Tap a highlighted site on {0}&apos;s board for the {1}.</source>
        <translation>Toque num espaço destacado no tabuleiro de {0} para: {1}.</translation>
    </message>
    <message>
        <source>The {0} card</source>
        <translation>A carta ({0})</translation>
    </message>
    <message>
        <source>Done (F)</source>
        <translation>Feito (F)</translation>
    </message>
    <message>
        <source>Done with {0}: the rest of it is not used</source>
        <translation>Concluir {0}: o resto não é usado</translation>
    </message>
    <message>
        <source>The companion does not know this card&apos;s text: enter what it gave and cost, or tap what it built.</source>
        <translation>O app não conhece o texto desta carta: informe o que ela deu e custou, ou toque no que ela construiu.</translation>
    </message>
    <message>
        <source>Tap each part {0} uses.</source>
        <translation>Toque em cada parte que {0} usa.</translation>
    </message>
    <message>
        <source>{0} did not match the slot: discarded without effect.</source>
        <translation>{0} não correspondeu ao espaço: descartada sem efeito.</translation>
    </message>
</context>
<context>
    <name>antarctica</name>
    <message>
        <source>{0}: closed</source>
        <translation>{0}: fechada</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>fechada</translation>
    </message>
    <message>
        <source>☀ moves counter-clockwise ↺</source>
        <translation>☀ anda em sentido anti-horário ↺</translation>
    </message>
    <message>
        <source>{0}: {1} ☺{2} +{3}</source>
        <translation>{0}: {1} ☺{2} +{3}</translation>
    </message>
    <message>
        <source>{0}: not named yet</source>
        <translation>{0}: ainda não indicada</translation>
    </message>
    <message>
        <source>{0}: none left</source>
        <translation>{0}: acabou</translation>
    </message>
    <message>
        <source>Shipyard cards {0} · expertise cards {1}</source>
        <translation>Cartas de estaleiro {0} · cartas de especialização {1}</translation>
    </message>
    <message>
        <source>☀ {0} · cards: {1}</source>
        <translation>☀ {0} · cartas: {1}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>Tap area {0} (when the step offers it)</source>
        <translation>Tocar na área {0} (quando o passo a oferece)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Encerrar o turno</translation>
    </message>
    <message>
        <source>Pass the effect</source>
        <translation>Passar o efeito</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Pontos de vitória</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Áreas</translation>
    </message>
    <message>
        <source>Research tracks</source>
        <translation>Trilhas de pesquisa</translation>
    </message>
    <message>
        <source>Asterisk cards</source>
        <translation>Cartas com asterisco</translation>
    </message>
    <message>
        <source>Discarded resources</source>
        <translation>Recursos Descartados</translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation>Trilhas</translation>
    </message>
    <message>
        <source>✱ cards</source>
        <translation>cartas ✱</translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation>Descartados</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>1st places</source>
        <translation>1º lugares</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Total: {0}</source>
        <translation>Total: {0}</translation>
    </message>
    <message>
        <source>Points by scoring</source>
        <translation>Pontos por pontuação</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Set up the game</source>
        <translation>Prepare a partida</translation>
    </message>
    <message>
        <source>The game is over ({reasons}): final scoring</source>
        <translation>A partida acabou ({reasons}): pontuação final</translation>
    </message>
    <message>
        <source>Turn up the next card of the {deck} building deck and name it</source>
        <translation>Revelem a próxima carta do baralho de construção {deck} e indiquem qual é</translation>
    </message>
    <message>
        <source>{player}: the sun is on area {area}; move your first ship there to a different area with a free ship space</source>
        <translation>{player}: o sol está na área {area}; mova seu primeiro navio de lá para outra área com um espaço de navio livre</translation>
    </message>
    <message>
        <source>{player}: Icebreaker turn; move your second ship in area {area} to a different area with a free ship space</source>
        <translation>{player}: turno do Quebra-gelo; mova seu segundo navio na área {area} para outra área com um espaço de navio livre</translation>
    </message>
    <message>
        <source>{player}: take one action in area {area} (build, build a ship, recruit, research) or none; play a card, discard a resource, then end the turn</source>
        <translation>{player}: uma ação na área {area} (construir, construir um navio, recrutar, pesquisar) ou nenhuma; jogue uma carta, descarte um recurso e encerre o turno</translation>
    </message>
    <message>
        <source>{player}: play a card or discard a resource if you like, then end the turn</source>
        <translation>{player}: jogue uma carta ou descarte um recurso se quiser, depois encerre o turno</translation>
    </message>
    <message>
        <source>{player}: move one of your ships to another area, or pass</source>
        <translation>{player}: mova um dos seus navios para outra área, ou passe</translation>
    </message>
    <message>
        <source>{player}: advance three spaces on a research track not chosen by another player for this symbol, or pass</source>
        <translation>{player}: avance três espaços numa trilha de pesquisa que nenhum outro jogador escolheu para este símbolo, ou passe</translation>
    </message>
    <message>
        <source>{player}: take a shipyard card of your choice</source>
        <translation>{player}: pegue uma carta de estaleiro à sua escolha</translation>
    </message>
    <message>
        <source>{player}: draw a resource expertise card and say which resource it shows</source>
        <translation>{player}: compre uma carta de especialização de recurso e diga qual recurso ela mostra</translation>
    </message>
    <message>
        <source>{player}: take a basic resource card and say which resource it shows</source>
        <translation>{player}: pegue uma carta de recurso básica e diga qual recurso ela mostra</translation>
    </message>
    <message>
        <source>{player}: take a scientist from the common reserve</source>
        <translation>{player}: pegue um cientista da reserva comum</translation>
    </message>
    <message>
        <source>{player}: send a ship from Available Resources to the sun&apos;s area</source>
        <translation>{player}: envie um navio dos Recursos Disponíveis para a área do sol</translation>
    </message>
    <message>
        <source>{player}: shipyard draft</source>
        <translation>{player}: escolha de cartas de estaleiro</translation>
    </message>
    <message>
        <source>a player has placed the last scientist</source>
        <translation>um jogador colocou o último cientista</translation>
    </message>
    <message>
        <source>the last building card was taken</source>
        <translation>a última carta de construção foi pega</translation>
    </message>
    <message>
        <source>The &quot;basic resource card&quot; symbol gives a card</source>
        <translation>O símbolo &quot;carta de recurso básica&quot; dá uma carta</translation>
    </message>
    <message>
        <source>only once the starting card is used (rulebook)</source>
        <translation>só depois de usar a carta inicial (manual)</translation>
    </message>
    <message>
        <source>only while the starting card is unused</source>
        <translation>só enquanto a carta inicial não foi usada</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Prepare a partida primeiro.</translation>
    </message>
    <message>
        <source>The game is already set up.</source>
        <translation>A partida já está preparada.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Dois jogadores têm o mesmo nome.</translation>
    </message>
    <message>
        <source>Two players have the same colour.</source>
        <translation>Dois jogadores têm a mesma cor.</translation>
    </message>
    <message>
        <source>Place one starting building on every open area and none on a closed one (area {area}).</source>
        <translation>Coloquem um edifício inicial em cada área aberta e nenhum numa área fechada (área {area}).</translation>
    </message>
    <message>
        <source>The starting buildings are 2 camps, the naval and the coastal research centre, a wind turbine, a rig tower, a drill and a crane (with 2 players without the second camp and the naval centre).</source>
        <translation>Os edifícios iniciais são 2 acampamentos, os centros de pesquisa naval e costeiro, uma turbina eólica, uma torre de manobra, uma perfuratriz e um guindaste (com 2 jogadores sem o segundo acampamento e o centro naval).</translation>
    </message>
    <message>
        <source>Each player places their ships in turn: A, B, C, then C, A, B, then B, C, A (one seat further each round).</source>
        <translation>Cada um coloca seus navios na vez: A, B, C, depois C, A, B, depois B, C, A (um lugar adiante a cada rodada).</translation>
    </message>
    <message>
        <source>Ships go on open areas, three at most per area.</source>
        <translation>Os navios vão em áreas abertas, no máximo três por área.</translation>
    </message>
    <message>
        <source>With 2 players, player B puts a cube on an open research track (only then).</source>
        <translation>Com 2 jogadores, o jogador B coloca um cubo numa trilha de pesquisa aberta (só nesse caso).</translation>
    </message>
    <message>
        <source>One face-up card per deck.</source>
        <translation>Uma carta revelada por baralho.</translation>
    </message>
    <message>
        <source>Card {card} is not in the {deck} deck for this player count.</source>
        <translation>A carta {card} não está no baralho {deck} com este número de jogadores.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo acabou.</translation>
    </message>
    <message>
        <source>First name the card that came up on the {deck} deck.</source>
        <translation>Primeiro indiquem a carta revelada no baralho {deck}.</translation>
    </message>
    <message>
        <source>The {deck} deck has a face-up card already.</source>
        <translation>O baralho {deck} já tem uma carta revelada.</translation>
    </message>
    <message>
        <source>Card {card} is not among the {deck} deck&apos;s face-down cards.</source>
        <translation>A carta {card} não está entre as cartas viradas para baixo do baralho {deck}.</translation>
    </message>
    <message>
        <source>{player} resolves the waiting effect first ({effect}).</source>
        <translation>{player} resolve primeiro o efeito pendente ({effect}).</translation>
    </message>
    <message>
        <source>No effect is waiting to be resolved.</source>
        <translation>Nenhum efeito está pendente.</translation>
    </message>
    <message>
        <source>{player} resolves the next effect first.</source>
        <translation>{player} resolve primeiro o próximo efeito.</translation>
    </message>
    <message>
        <source>That does not resolve the waiting effect ({effect}).</source>
        <translation>Isso não resolve o efeito pendente ({effect}).</translation>
    </message>
    <message>
        <source>Another player chose the {track} track for this symbol: each takes a different one.</source>
        <translation>Outro jogador escolheu a trilha {track} para este símbolo: cada um escolhe uma diferente.</translation>
    </message>
    <message>
        <source>You have no ship in area {area} that can move (a ship built this turn cannot).</source>
        <translation>Você não tem navio na área {area} que possa se mover (um navio construído neste turno não pode).</translation>
    </message>
    <message>
        <source>No {kind} card is left in the shipyard pile.</source>
        <translation>Não resta nenhuma carta {kind} na pilha de estaleiro.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn.</source>
        <translation>É a vez de {player}.</translation>
    </message>
    <message>
        <source>Move your ship first: the move is mandatory.</source>
        <translation>Mova seu navio primeiro: o movimento é obrigatório.</translation>
    </message>
    <message>
        <source>Your ship has already moved this turn.</source>
        <translation>Seu navio já se moveu neste turno.</translation>
    </message>
    <message>
        <source>Move the ship to a different area: it cannot stay in area {area}.</source>
        <translation>Mova o navio para outra área: ele não pode ficar na área {area}.</translation>
    </message>
    <message>
        <source>Area {area} is closed in this game.</source>
        <translation>A área {area} está fechada nesta partida.</translation>
    </message>
    <message>
        <source>Area {area} has no free ship space.</source>
        <translation>A área {area} não tem espaço de navio livre.</translation>
    </message>
    <message>
        <source>Move your ship first: the action comes after.</source>
        <translation>Mova seu navio primeiro: a ação vem depois.</translation>
    </message>
    <message>
        <source>You have already taken this turn&apos;s action.</source>
        <translation>Você já fez a ação deste turno.</translation>
    </message>
    <message>
        <source>Building card {card} is not face up.</source>
        <translation>A carta de construção {card} não está revelada.</translation>
    </message>
    <message>
        <source>No {building} is left to build.</source>
        <translation>Não resta nenhum {building} para construir.</translation>
    </message>
    <message>
        <source>The target area already has a {building}: one of each kind per area.</source>
        <translation>A área de destino já tem: {building}; um de cada tipo por área.</translation>
    </message>
    <message>
        <source>The card needs {need} scientists in your personal reserve; you have {have}.</source>
        <translation>A carta exige {need} cientistas na sua reserva pessoal; você tem {have}.</translation>
    </message>
    <message>
        <source>You do not hold that resource card.</source>
        <translation>Você não tem essa carta de recurso.</translation>
    </message>
    <message>
        <source>Your ships already reach a {building}: no resource card is needed for it.</source>
        <translation>Seus navios já alcançam: {building}; não é preciso carta de recurso.</translation>
    </message>
    <message>
        <source>None of your ships is in an area with: {buildings}.</source>
        <translation>Nenhum dos seus navios está numa área com: {buildings}.</translation>
    </message>
    <message>
        <source>This card gives no research points: choose no track.</source>
        <translation>Esta carta não dá pontos de pesquisa: não escolha trilha.</translation>
    </message>
    <message>
        <source>There is no shipyard in the target area.</source>
        <translation>Não há estaleiro na área de destino.</translation>
    </message>
    <message>
        <source>You have no ship left in Available Resources.</source>
        <translation>Você não tem mais navios nos Recursos Disponíveis.</translation>
    </message>
    <message>
        <source>The sun&apos;s area has no free ship space.</source>
        <translation>A área do sol não tem espaço de navio livre.</translation>
    </message>
    <message>
        <source>There is no camp in the target area.</source>
        <translation>Não há acampamento na área de destino.</translation>
    </message>
    <message>
        <source>The target area has no research centre for the {track} track.</source>
        <translation>A área de destino não tem centro de pesquisa para a trilha {track}.</translation>
    </message>
    <message>
        <source>Choose a research track.</source>
        <translation>Escolha uma trilha de pesquisa.</translation>
    </message>
    <message>
        <source>The {track} track is not used in this game.</source>
        <translation>A trilha {track} não é usada nesta partida.</translation>
    </message>
    <message>
        <source>Move your ship first: cards are played after it.</source>
        <translation>Mova seu navio primeiro: as cartas são jogadas depois.</translation>
    </message>
    <message>
        <source>You have already played a card this turn.</source>
        <translation>Você já jogou uma carta neste turno.</translation>
    </message>
    <message>
        <source>You played a card in your first turn: none in the second one.</source>
        <translation>Você jogou uma carta no primeiro turno: nenhuma no segundo.</translation>
    </message>
    <message>
        <source>You do not hold a {kind} card.</source>
        <translation>Você não tem uma carta {kind}.</translation>
    </message>
    <message>
        <source>Lay the Icebreaker on an area where the second ship is yours.</source>
        <translation>Coloque o Quebra-gelo numa área onde o segundo navio é seu.</translation>
    </message>
    <message>
        <source>Only an Icebreaker is laid on an area.</source>
        <translation>Só um Quebra-gelo é colocado numa área.</translation>
    </message>
    <message>
        <source>Only Quick research advances on a track.</source>
        <translation>Só Pesquisa Rápida avança numa trilha.</translation>
    </message>
    <message>
        <source>Your personal reserve has no scientist to place.</source>
        <translation>Sua reserva pessoal não tem cientista para colocar.</translation>
    </message>
    <message>
        <source>You have already discarded this turn.</source>
        <translation>Você já descartou neste turno.</translation>
    </message>
    <message>
        <source>Only a ship from the board comes from an area.</source>
        <translation>Só um navio do tabuleiro vem de uma área.</translation>
    </message>
    <message>
        <source>You have no cube in Available Resources.</source>
        <translation>Você não tem cubo nos Recursos Disponíveis.</translation>
    </message>
    <message>
        <source>You have no ship in Available Resources.</source>
        <translation>Você não tem navio nos Recursos Disponíveis.</translation>
    </message>
    <message>
        <source>You have no ship in area {area} to discard.</source>
        <translation>Você não tem navio na área {area} para descartar.</translation>
    </message>
    <message>
        <source>Your acting ship must move first.</source>
        <translation>Seu navio da vez precisa se mover primeiro.</translation>
    </message>
    <message>
        <source>The last ship on the board stays: the sun needs one.</source>
        <translation>O último navio do tabuleiro fica: o sol precisa de um.</translation>
    </message>
    <message>
        <source>Area {number}: {buildings} buildings + {scientists} scientists + 1 = {points} for the most scientists</source>
        <translation>Área {number}: {buildings} edifícios + {scientists} cientistas + 1 = {points} para quem tem mais cientistas</translation>
    </message>
    <message>
        <source>Area {number}: first (scientists: {own}): {points} points</source>
        <translation>Área {number}: primeiro (cientistas: {own}): {points} pontos</translation>
    </message>
    <message>
        <source>Area {number}: place {place} (scientists: {own}): {points} points, the scientists of {above}, ranked just above</source>
        <translation>Área {number}: posição {place} (cientistas: {own}): {points} pontos, os cientistas de {above}, logo acima</translation>
    </message>
    <message>
        <source>Area {number}: no scientists there, no points</source>
        <translation>Área {number}: nenhum cientista lá, nenhum ponto</translation>
    </message>
    <message>
        <source>{track} track: furthest cube: cubes on the track × value = {cubes} × {value} = {points} points</source>
        <translation>Trilha {track}: cubo mais adiantado: cubos na trilha × valor = {cubes} × {value} = {points} pontos</translation>
    </message>
    <message>
        <source>{track} track: place {place}, behind {above}: the value of one cube, {points} points</source>
        <translation>Trilha {track}: posição {place}, atrás de {above}: o valor de um cubo, {points} pontos</translation>
    </message>
    <message>
        <source>{track} track: no cube there, no points</source>
        <translation>Trilha {track}: nenhum cubo lá, nenhum ponto</translation>
    </message>
    <message>
        <source>Asterisk building cards: first (cards: {own}): all players&apos; {total} = {points} points</source>
        <translation>Cartas de construção com asterisco: primeiro (cartas: {own}): as {total} de todos = {points} pontos</translation>
    </message>
    <message>
        <source>Asterisk building cards: place {place} (cards: {own}): {points} points, the cards of {above}, ranked just above</source>
        <translation>Cartas de construção com asterisco: posição {place} (cartas: {own}): {points} pontos, as cartas de {above}, logo acima</translation>
    </message>
    <message>
        <source>Asterisk building cards: none, no points</source>
        <translation>Cartas de construção com asterisco: nenhuma, nenhum ponto</translation>
    </message>
    <message>
        <source>Discarded resources: first (resources: {own}): all players&apos; {total} = {points} points</source>
        <translation>Recursos Descartados: primeiro (recursos: {own}): os {total} de todos = {points} pontos</translation>
    </message>
    <message>
        <source>Discarded resources: place {place} (resources: {own}): {points} points, the resources of {above}, ranked just above</source>
        <translation>Recursos Descartados: posição {place} (recursos: {own}): {points} pontos, os recursos de {above}, logo acima</translation>
    </message>
    <message>
        <source>Discarded resources: none, no points</source>
        <translation>Recursos Descartados: nenhum, nenhum ponto</translation>
    </message>
    <message>
        <source>Place {place} shared with {others}: each gets the place&apos;s points</source>
        <translation>Posição {place} dividida com {others}: cada um recebe os pontos da posição</translation>
    </message>
    <message>
        <source>{tied} tie on points; {winner} wins with the most first places ({first_places})</source>
        <translation>{tied} empatam em pontos; {winner} vence com mais primeiros lugares ({first_places})</translation>
    </message>
    <message>
        <source>{tied} tie on points and first places; {winner} wins with the most building cards ({building_cards})</source>
        <translation>{tied} empatam em pontos e primeiros lugares; {winner} vence com mais cartas de construção ({building_cards})</translation>
    </message>
    <message>
        <source>{winners} tie on points, first places and building cards: a shared victory</source>
        <translation>{winners} empatam em pontos, primeiros lugares e cartas de construção: vitória dividida</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved cannot be read ({reason}); left out</source>
        <translation>{kind} {key} salvo por uma mesa não pode ser lido ({reason}); deixado de fora</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved is not valid at {field}; left out</source>
        <translation>{kind} {key} salvo por uma mesa não é válido em {field}; deixado de fora</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved describes {id}; left out</source>
        <translation>{kind} {key} salvo por uma mesa descreve {id}; deixado de fora</translation>
    </message>
    <message>
        <source>A table saved a {kind} ({key}), which Antarctica does not use; left out</source>
        <translation>Uma mesa salvou {kind} ({key}), que Antarctica não usa; deixado de fora</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved is not in the game; left out</source>
        <translation>{kind} {key} salvo por uma mesa não existe no jogo; deixado de fora</translation>
    </message>
    <message>
        <source>The {kind} {key} a table saved would make the game unplayable ({why}); left out</source>
        <translation>{kind} {key} salvo por uma mesa tornaria o jogo injogável ({why}); deixado de fora</translation>
    </message>
    <message>
        <source>{cards} building cards place a {building}, but the box has {limit} left after the starting buildings</source>
        <translation>{cards} cartas de construção constroem {building}, mas a caixa tem {limit} depois dos edifícios iniciais</translation>
    </message>
    <message>
        <source>The {deck} deck has {cards} cards; the box has {limit}</source>
        <translation>O baralho {deck} tem {cards} cartas; a caixa tem {limit}</translation>
    </message>
    <message>
        <source>The {centre} research centre needs one track, not {tracks}</source>
        <translation>O centro de pesquisa {centre} precisa de uma trilha, não {tracks}</translation>
    </message>
    <message>
        <source>The first game&apos;s ships for {players} players must all be placed, in placing order, on open areas, three at most per area</source>
        <translation>Os navios da primeira partida para {players} jogadores devem ser todos colocados, na ordem de colocação, em áreas abertas, no máximo três por área</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>não usada</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>Acampamento</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Estaleiro</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Guindaste</translation>
    </message>
    <message>
        <source>Rig tower</source>
        <translation>Torre de manobra</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Perfuratriz</translation>
    </message>
    <message>
        <source>Wind turbine</source>
        <translation>Turbina eólica</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Laboratório</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fábrica</translation>
    </message>
    <message>
        <source>Inland research centre</source>
        <translation>Centro de pesquisa interior</translation>
    </message>
    <message>
        <source>Coastal research centre</source>
        <translation>Centro de pesquisa costeiro</translation>
    </message>
    <message>
        <source>Naval research centre</source>
        <translation>Centro de pesquisa naval</translation>
    </message>
    <message>
        <source>Headquarters</source>
        <translation>Quartel-general</translation>
    </message>
    <message>
        <source>Plankton collection</source>
        <translation>Coleta de plâncton</translation>
    </message>
    <message>
        <source>Satellite dish</source>
        <translation>Antena parabólica</translation>
    </message>
    <message>
        <source>Inland</source>
        <translation>Interior</translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation>Costeiro</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Naval</translation>
    </message>
    <message>
        <source>Three-player</source>
        <translation>Três jogadores</translation>
    </message>
    <message>
        <source>Four-player</source>
        <translation>Quatro jogadores</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Duplo</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avançado</translation>
    </message>
    <message>
        <source>Icebreaker</source>
        <translation>Quebra-gelo</translation>
    </message>
    <message>
        <source>Place a scientist</source>
        <translation>Colocar um cientista</translation>
    </message>
    <message>
        <source>+2 scientists</source>
        <translation>+2 cientistas</translation>
    </message>
    <message>
        <source>Quick research</source>
        <translation>Pesquisa rápida</translation>
    </message>
    <message>
        <source>Move a ship</source>
        <translation>Mover um navio</translation>
    </message>
    <message>
        <source>Shipyard draft</source>
        <translation>Escolha de cartas de estaleiro</translation>
    </message>
    <message>
        <source>Advance three</source>
        <translation>Avançar três</translation>
    </message>
    <message>
        <source>One scientist</source>
        <translation>Um cientista</translation>
    </message>
    <message>
        <source>Ship to the sun</source>
        <translation>Navio para o sol</translation>
    </message>
    <message>
        <source>Resource expertise card</source>
        <translation>Carta de especialização de recurso</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Jogador {0}</translation>
    </message>
    <message>
        <source>the app draws it</source>
        <translation>o aplicativo sorteia</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Basic resource card</source>
        <translation>Carta de recurso básica</translation>
    </message>
    <message>
        <source>Seats A, B, C, D go counter-clockwise round the table, starting with the first player (A).</source>
        <translation>Os lugares A, B, C, D seguem em sentido anti-horário ao redor da mesa, a partir do primeiro jogador (A).</translation>
    </message>
    <message>
        <source>The app draws them</source>
        <translation>O aplicativo sorteia</translation>
    </message>
    <message>
        <source>Enter what the table placed</source>
        <translation>Informar o que a mesa colocou</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Sortear de novo</translation>
    </message>
    <message>
        <source>First game: the rulebook&apos;s layout</source>
        <translation>Primeira partida: disposição do manual</translation>
    </message>
    <message>
        <source>Later games: place in turn, tapping areas</source>
        <translation>Partidas seguintes: coloquem na vez, tocando nas áreas</translation>
    </message>
    <message>
        <source>Take back the last ship</source>
        <translation>Desfazer o último navio</translation>
    </message>
    <message>
        <source>Player B&apos;s cube goes on the track:</source>
        <translation>O cubo do jogador B vai na trilha:</translation>
    </message>
    <message>
        <source>Face-up building cards (optional)</source>
        <translation>Cartas de construção reveladas (opcional)</translation>
    </message>
    <message>
        <source>Not named now: the app asks when the card is needed.</source>
        <translation>Não indicada agora: o aplicativo pergunta quando a carta for necessária.</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Lista de verificação da preparação</translation>
    </message>
    <message>
        <source>not named yet</source>
        <translation>ainda não indicada</translation>
    </message>
    <message>
        <source>Place these buildings on the board as shown.</source>
        <translation>Coloquem estes edifícios no tabuleiro como mostrado.</translation>
    </message>
    <message>
        <source>Name the building the table placed on each open area.</source>
        <translation>Indiquem o edifício que a mesa colocou em cada área aberta.</translation>
    </message>
    <message>
        <source>The ships stand as in the rulebook&apos;s first game.</source>
        <translation>Os navios ficam como na primeira partida do manual.</translation>
    </message>
    <message>
        <source>Placing order</source>
        <translation>Ordem de colocação</translation>
    </message>
    <message>
        <source>Closed with 2 players:</source>
        <translation>Fechadas com 2 jogadores:</translation>
    </message>
    <message>
        <source>First game&apos;s ships:</source>
        <translation>Navios da primeira partida:</translation>
    </message>
    <message>
        <source>{0} pl.</source>
        <translation>{0} jog.</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} jogadores</translation>
    </message>
    <message>
        <source>Undo last</source>
        <translation>Desfazer o último</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Closed with 2 players: {0} and {1}</source>
        <translation>Fechadas com 2 jogadores: {0} e {1}</translation>
    </message>
    <message>
        <source>A ship stands on a closed area ({0}): undo or clear.</source>
        <translation>Um navio está numa área fechada ({0}): desfaça ou limpe.</translation>
    </message>
    <message>
        <source>Every ship is placed.</source>
        <translation>Todos os navios estão colocados.</translation>
    </message>
    <message>
        <source>Ship {0} of {1}: {2} — tap an area</source>
        <translation>Navio {0} de {1}: {2} — toque numa área</translation>
    </message>
    <message>
        <source>{0} ({1}) places a ship: tap an area</source>
        <translation>{0} ({1}) coloca um navio: toque numa área</translation>
    </message>
    <message>
        <source>Check the players&apos; names and colours: {0}</source>
        <translation>Verifiquem os nomes e as cores dos jogadores: {0}</translation>
    </message>
    <message>
        <source>Each player: {0} scientists in the personal reserve, {1} in the common reserve.</source>
        <translation>Cada jogador: {0} cientistas na reserva pessoal, {1} na reserva comum.</translation>
    </message>
    <message>
        <source>Available Resources: {0} ships and {1} cubes each; 1 cube on the score track.</source>
        <translation>Recursos Disponíveis: {0} navios e {1} cubos cada; 1 cubo na trilha de pontos.</translation>
    </message>
    <message>
        <source>Back in the box: {0} scientists, {1} ships, {2} cubes each.</source>
        <translation>De volta à caixa: {0} cientistas, {1} navios, {2} cubos cada.</translation>
    </message>
    <message>
        <source>Ships on the board: {0} each.</source>
        <translation>Navios no tabuleiro: {0} cada.</translation>
    </message>
    <message>
        <source>One starting building on every open area; each player&apos;s basic resource card.</source>
        <translation>Um edifício inicial em cada área aberta; cada jogador com sua carta de recurso básica.</translation>
    </message>
    <message>
        <source>The sun on the bottom-left area (1); it moves first thing.</source>
        <translation>O sol na área de baixo à esquerda (1); ele anda antes de tudo.</translation>
    </message>
    <message>
        <source>Resource deck: {0} expertise cards; shipyard cards beside the board.</source>
        <translation>Baralho de recursos: {0} cartas de especialização; cartas de estaleiro ao lado do tabuleiro.</translation>
    </message>
    <message>
        <source>Closed areas: {0}.</source>
        <translation>Áreas fechadas: {0}.</translation>
    </message>
    <message>
        <source>Tracks not used: {0}.</source>
        <translation>Trilhas não usadas: {0}.</translation>
    </message>
    <message>
        <source>New game of Antarctica: players</source>
        <translation>Nova partida de Antarctica: jogadores</translation>
    </message>
    <message>
        <source>Starting buildings</source>
        <translation>Edifícios iniciais</translation>
    </message>
    <message>
        <source>Ships on the board</source>
        <translation>Navios no tabuleiro</translation>
    </message>
    <message>
        <source>Face-up cards and checklist</source>
        <translation>Cartas reveladas e lista de verificação</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>Place every ship first.</source>
        <translation>Coloquem todos os navios primeiro.</translation>
    </message>
    <message>
        <source>Take a shipyard card</source>
        <translation>Pegar uma carta de estaleiro</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>básica</translation>
    </message>
    <message>
        <source>expertise</source>
        <translation>de especialização</translation>
    </message>
    <message>
        <source>area {0}</source>
        <translation>área {0}</translation>
    </message>
    <message>
        <source>{0} card: {1}</source>
        <translation>carta {0}: {1}</translation>
    </message>
    <message>
        <source>{0} · {1} sci. · research {2}</source>
        <translation>{0} · {1} cient. · pesquisa {2}</translation>
    </message>
    <message>
        <source>needs {0}</source>
        <translation>exige {0}</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>O tabuleiro</translation>
    </message>
    <message>
        <source>Track: {0}</source>
        <translation>Trilha: {0}</translation>
    </message>
    <message>
        <source>{0} card {1}: {2}</source>
        <translation>carta {0} {1}: {2}</translation>
    </message>
    <message>
        <source>Builds</source>
        <translation>Constrói</translation>
    </message>
    <message>
        <source>Needs access to</source>
        <translation>Exige acesso a</translation>
    </message>
    <message>
        <source>Scientists</source>
        <translation>Cientistas</translation>
    </message>
    <message>
        <source>Research points</source>
        <translation>Pontos de pesquisa</translation>
    </message>
    <message>
        <source>Asterisk (bottom left)</source>
        <translation>Asterisco (embaixo à esquerda)</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>Cartas: {0}</translation>
    </message>
    <message>
        <source>from {0} players</source>
        <translation>a partir de {0} jogadores</translation>
    </message>
    <message>
        <source>Back of the card</source>
        <translation>Verso da carta</translation>
    </message>
    <message>
        <source>Antarctica: board, research tracks and building cards</source>
        <translation>Antarctica: tabuleiro, trilhas de pesquisa e cartas de construção</translation>
    </message>
    <message>
        <source>The rulebook shows these only in pictures: the app&apos;s reading is marked &quot;not checked against your copy&quot; until you confirm or correct it.</source>
        <translation>O manual mostra isto só em figuras: a leitura do aplicativo fica marcada &quot;não conferido com a sua cópia&quot; até você confirmar ou corrigir.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Matches my copy</source>
        <translation>Confere com a minha cópia</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Salvar a correção</translation>
    </message>
    <message>
        <source>{0} · {1} not checked</source>
        <translation>{0} · não verificados: {1}</translation>
    </message>
    <message>
        <source>{0} · all checked</source>
        <translation>{0} · tudo verificado</translation>
    </message>
    <message>
        <source>not checked against your copy</source>
        <translation>não conferido com a sua cópia</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Conferido com a sua cópia.</translation>
    </message>
    <message>
        <source>Not checked against your copy. Source: {0}</source>
        <translation>Não conferido com a sua cópia. Fonte: {0}</translation>
    </message>
    <message>
        <source>This is not a valid correction; nothing was saved.</source>
        <translation>Esta não é uma correção válida; nada foi guardado.</translation>
    </message>
    <message>
        <source>The game could not be played like this, so nothing was saved: {0}.</source>
        <translation>Assim o jogo não poderia ser jogado, por isso nada foi guardado: {0}.</translation>
    </message>
    <message>
        <source>This does not fit the catalogue; nothing was saved.</source>
        <translation>Isto não combina com o catálogo; nada foi salvo.</translation>
    </message>
    <message>
        <source>Setup: {0}</source>
        <translation>Preparação: {0}</translation>
    </message>
    <message>
        <source>{0} moves to {1}</source>
        <translation>{0} vai para {1}</translation>
    </message>
    <message>
        <source>{0} builds {1}</source>
        <translation>{0} constrói {1}</translation>
    </message>
    <message>
        <source>research on {0}</source>
        <translation>pesquisa em {0}</translation>
    </message>
    <message>
        <source>{0} builds a ship</source>
        <translation>{0} constrói um navio</translation>
    </message>
    <message>
        <source>{0} recruits</source>
        <translation>{0} recruta</translation>
    </message>
    <message>
        <source>{0} researches on {1}</source>
        <translation>{0} pesquisa em {1}</translation>
    </message>
    <message>
        <source>{0} plays {1}</source>
        <translation>{0} joga {1}</translation>
    </message>
    <message>
        <source>a cube</source>
        <translation>um cubo</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>um navio</translation>
    </message>
    <message>
        <source>a ship from {0}</source>
        <translation>um navio de {0}</translation>
    </message>
    <message>
        <source>{0} discards {1}</source>
        <translation>{0} descarta {1}</translation>
    </message>
    <message>
        <source>{0} ends the turn</source>
        <translation>{0} encerra o turno</translation>
    </message>
    <message>
        <source>{0} deck: {1} came up</source>
        <translation>baralho {0}: saiu {1}</translation>
    </message>
    <message>
        <source>{0} advances three on {1}</source>
        <translation>{0} avança três em {1}</translation>
    </message>
    <message>
        <source>{0} moves a ship from {1} to {2}</source>
        <translation>{0} move um navio de {1} para {2}</translation>
    </message>
    <message>
        <source>{0} passes</source>
        <translation>{0} passa</translation>
    </message>
    <message>
        <source>{0} takes {1}</source>
        <translation>{0} pega {1}</translation>
    </message>
    <message>
        <source>{0} takes a resource card: {1}</source>
        <translation>{0} pega uma carta de recurso: {1}</translation>
    </message>
    <message>
        <source>The sun moves to {0}</source>
        <translation>O sol vai para {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s ship in {1} acts</source>
        <translation>O navio de {0} em {1} age</translation>
    </message>
    <message>
        <source>{0}: ship from {1} to {2}</source>
        <translation>{0}: navio de {1} para {2}</translation>
    </message>
    <message>
        <source>{0} built in {1} ({2} scientists)</source>
        <translation>{0} construído em {1} ({2} cientistas)</translation>
    </message>
    <message>
        <source>{0} gains {1} scientists</source>
        <translation>{0} ganha {1} cientistas</translation>
    </message>
    <message>
        <source>{0}: {1} from space {2} to {3}</source>
        <translation>{0}: {1} do espaço {2} ao {3}</translation>
    </message>
    <message>
        <source>{0}: a new ship in {1}</source>
        <translation>{0}: um navio novo em {1}</translation>
    </message>
    <message>
        <source>To resolve: {0}</source>
        <translation>A resolver: {0}</translation>
    </message>
    <message>
        <source>Face up: {0}</source>
        <translation>Revelada: {0}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A partida acabou</translation>
    </message>
    <message>
        <source>scientists: personal {0} · common {1} · ships {2} · cubes {3} · discarded {4}</source>
        <translation>cientistas: pessoal {0} · comum {1} · navios {2} · cubos {3} · descartados {4}</translation>
    </message>
    <message>
        <source>building cards {0} (✱ {1}) · {2}</source>
        <translation>cartas de construção {0} (✱ {1}) · {2}</translation>
    </message>
    <message>
        <source>no cards in hand</source>
        <translation>nenhuma carta na mão</translation>
    </message>
    <message>
        <source>The table turns up a building card</source>
        <translation>A mesa revela uma carta de construção</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Advance three: {0}</source>
        <translation>Avançar três: {0}</translation>
    </message>
    <message>
        <source>{0} ({1} left)</source>
        <translation>{0} (restam {1})</translation>
    </message>
    <message>
        <source>Which one came up? They differ in the access buildings.</source>
        <translation>Qual saiu? Diferem nos edifícios de acesso.</translation>
    </message>
    <message>
        <source>The card shows: {0}</source>
        <translation>A carta mostra: {0}</translation>
    </message>
    <message>
        <source>Tap the area of the ship to move.</source>
        <translation>Toque na área do navio a mover.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Move the ship from {0} to…</source>
        <translation>Mover o navio de {0} para…</translation>
    </message>
    <message>
        <source>Tap the area it moves to.</source>
        <translation>Toque na área para onde ele vai.</translation>
    </message>
    <message>
        <source>Icebreaker: on which area?</source>
        <translation>Quebra-gelo: em qual área?</translation>
    </message>
    <message>
        <source>An area where the second ship is yours.</source>
        <translation>Uma área onde o segundo navio é seu.</translation>
    </message>
    <message>
        <source>Quick research: on which track?</source>
        <translation>Pesquisa rápida: em qual trilha?</translation>
    </message>
    <message>
        <source>Three spaces, skipping occupied ones.</source>
        <translation>Três espaços, pulando os ocupados.</translation>
    </message>
    <message>
        <source>Discard a ship from which area?</source>
        <translation>Descartar um navio de qual área?</translation>
    </message>
    <message>
        <source>You take a scientist from the common reserve.</source>
        <translation>Você pega um cientista da reserva comum.</translation>
    </message>
    <message>
        <source>Build: {0}</source>
        <translation>Construir: {0}</translation>
    </message>
    <message>
        <source>Which resource card do you discard for access?</source>
        <translation>Qual carta de recurso você descarta para ter acesso?</translation>
    </message>
    <message>
        <source>No card</source>
        <translation>Nenhuma carta</translation>
    </message>
    <message>
        <source>Advance on which research track?</source>
        <translation>Avançar em qual trilha de pesquisa?</translation>
    </message>
    <message>
        <source>second ship (Icebreaker)</source>
        <translation>segundo navio (Quebra-gelo)</translation>
    </message>
    <message>
        <source>first ship</source>
        <translation>primeiro navio</translation>
    </message>
    <message>
        <source>{0}: the {1} in {2} acts</source>
        <translation>{0}: o {1} em {2} age</translation>
    </message>
    <message>
        <source>Tap the area to move to (highlighted on the board).</source>
        <translation>Toque na área de destino (destacada no tabuleiro).</translation>
    </message>
    <message>
        <source>{0}: in {1} (from {2})</source>
        <translation>{0}: em {1} (de {2})</translation>
    </message>
    <message>
        <source>One action here, or none; a card and a discard if you like; then end the turn.</source>
        <translation>Uma ação aqui, ou nenhuma; se quiser, uma carta e um descarte; depois encerre o turno.</translation>
    </message>
    <message>
        <source>A card and a discard if you like; then end the turn.</source>
        <translation>Se quiser, uma carta e um descarte; depois encerre o turno.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Encerrar o turno</translation>
    </message>
    <message>
        <source>End turn (no action)</source>
        <translation>Encerrar o turno (sem ação)</translation>
    </message>
    <message>
        <source>Build {0} ({1})</source>
        <translation>Construir {0} ({1})</translation>
    </message>
    <message>
        <source>Build a ship</source>
        <translation>Construir um navio</translation>
    </message>
    <message>
        <source>Recruit (+{0})</source>
        <translation>Recrutar (+{0})</translation>
    </message>
    <message>
        <source>Research: {0} (+{1})</source>
        <translation>Pesquisar: {0} (+{1})</translation>
    </message>
    <message>
        <source>Play: {0}</source>
        <translation>Jogar: {0}</translation>
    </message>
    <message>
        <source>Discard a cube</source>
        <translation>Descartar um cubo</translation>
    </message>
    <message>
        <source>Discard a ship</source>
        <translation>Descartar um navio</translation>
    </message>
    <message>
        <source>Discard a ship from the board</source>
        <translation>Descartar um navio do tabuleiro</translation>
    </message>
    <message>
        <source>None (opened by the player count)</source>
        <translation>Nenhum (aberto pelo número de jogadores)</translation>
    </message>
    <message>
        <source>Research centre</source>
        <translation>Centro de pesquisa</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Usada</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Espaços</translation>
    </message>
    <message>
        <source>Points per cube</source>
        <translation>Pontos por cubo</translation>
    </message>
    <message>
        <source>Tap a space to choose it (an empty one gets a symbol); tap it again: red (■ ∞ every time) → blue (● 1 once per game) → none.</source>
        <translation>Toque num espaço para escolhê-lo (um vazio recebe um símbolo); toque de novo: vermelho (■ ∞ sempre) → azul (● 1 uma vez por partida) → nenhum.</translation>
    </message>
    <message>
        <source>Space {0}</source>
        <translation>Espaço {0}</translation>
    </message>
    <message>
        <source>No space chosen</source>
        <translation>Nenhum espaço escolhido</translation>
    </message>
    <message>
        <source>Space {0}:</source>
        <translation>Espaço {0}:</translation>
    </message>
    <message>
        <source>Space {0}: no symbol</source>
        <translation>Espaço {0}: sem símbolo</translation>
    </message>
    <message>
        <source>red, every time</source>
        <translation>vermelho, sempre</translation>
    </message>
    <message>
        <source>blue, once per game</source>
        <translation>azul, uma vez por partida</translation>
    </message>
    <message>
        <source>Space {0}: {1} ({2})</source>
        <translation>Espaço {0}: {1} ({2})</translation>
    </message>
    <message>
        <source>Victory Points: final scores</source>
        <translation>Pontos de vitória: pontuação final</translation>
    </message>
    <message>
        <source>Victory Points if the game ended now (scored only at the end)</source>
        <translation>Pontos de vitória se o jogo acabasse agora (contados só no fim)</translation>
    </message>
    <message>
        <source>{0}: {1} = {2} points</source>
        <translation>{0}: {1} = {2} pontos</translation>
    </message>
    <message>
        <source>Name the starting building of every open area (still empty: {0}).</source>
        <translation>Indiquem a construção inicial de cada área aberta (ainda vazias: {0}).</translation>
    </message>
    <message>
        <source>{0} is named {1} times; the box has {2}: check the areas.</source>
        <translation>{0} foi indicada {1} vezes; a caixa tem {2}: confiram as áreas.</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Move it aside and start a fresh database?</source>
        <translation>Movê-lo para o lado e começar um banco de dados novo?</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Menu: look, full screen, text size, language, keys</source>
        <translation>Menu: aparência, tela cheia, tamanho do texto, idioma, teclas</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>O que fazem</translation>
    </message>
</context>
<context>
    <name>backups</name>
    <message>
        <source>Back up every game</source>
        <translation>Fazer backup de todas as partidas</translation>
    </message>
    <message>
        <source>Companion backups (*.sqlite3)</source>
        <translation>Backups do companion (*.sqlite3)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Não foi possível gravar {0}: {1}</translation>
    </message>
    <message>
        <source>Every game was saved to {0}.</source>
        <translation>Todas as partidas foram salvas em {0}.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurar um backup</translation>
    </message>
    <message>
        <source>Companion backups (*.sqlite3);;Every file (*)</source>
        <translation>Backups do companion (*.sqlite3);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>The backup {0} is whole and holds {1} games. Use it instead of the games now in the companion? These are kept in a file beside it, not deleted.</source>
        <translation>O backup {0} está íntegro e contém {1} partidas. Usá-lo no lugar das partidas atuais? Estas ficam guardadas num arquivo ao lado, não são apagadas.</translation>
    </message>
    <message>
        <source>Restored {0} games. The games before are kept in {1}.</source>
        <translation>{0} partidas restauradas. As partidas anteriores estão guardadas em {1}.</translation>
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
        <translation>S</translation>
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
        <translation>kp</translation>
    </message>
    <message>
        <source>st</source>
        <translation>pl</translation>
    </message>
    <message>
        <source>sc</source>
        <translation>ci</translation>
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
        <translation>Exportar uma partida do BG Stats</translation>
    </message>
    <message>
        <source>BG Stats plays (*.bgsplay)</source>
        <translation>Partidas do BG Stats (*.bgsplay)</translation>
    </message>
    <message>
        <source>Print a score sheet</source>
        <translation>Imprimir uma folha de pontuação</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exportar resultados</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Arquivos JSON (*.json)</translation>
    </message>
    <message>
        <source>{0} exists already; it was not overwritten. Choose a new name.</source>
        <translation>{0} já existe; não foi sobrescrito. Escolha um novo nome.</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Não foi possível gravar {0}: {1}</translation>
    </message>
</context>
<context>
    <name>fix</name>
    <message>
        <source>player</source>
        <translation>jogador</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>espaço</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>with the action-cloning tile</source>
        <translation>com a peça de ação de clonagem</translation>
    </message>
    <message>
        <source>colour</source>
        <translation>cor</translation>
    </message>
    <message>
        <source>type</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>special card cost</source>
        <translation>custo da carta especial</translation>
    </message>
    <message>
        <source>+ hand limit</source>
        <translation>+ limite de mão</translation>
    </message>
    <message>
        <source>pay the special card</source>
        <translation>pagar a carta especial</translation>
    </message>
    <message>
        <source>site</source>
        <translation>local</translation>
    </message>
    <message>
        <source>structure</source>
        <translation>estrutura</translation>
    </message>
    <message>
        <source>upgrade too</source>
        <translation>melhorar também</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>custo</translation>
    </message>
    <message>
        <source>amount</source>
        <translation>quantidade</translation>
    </message>
    <message>
        <source>payment</source>
        <translation>pagamento</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>recursos</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pontos</translation>
    </message>
    <message>
        <source>why</source>
        <translation>por quê</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>passos</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de onde</translation>
    </message>
    <message>
        <source>face-up card</source>
        <translation>carta aberta</translation>
    </message>
    <message>
        <source>use it now</source>
        <translation>usar agora</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>quantas</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>motivo</translation>
    </message>
    <message>
        <source>built</source>
        <translation>construído</translation>
    </message>
    <message>
        <source>upgraded</source>
        <translation>melhorado</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>cartas na mão</translation>
    </message>
    <message>
        <source>usual cost</source>
        <translation>custo usual</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>desconto</translation>
    </message>
    <message>
        <source>stated cost</source>
        <translation>custo indicado</translation>
    </message>
    <message>
        <source>free</source>
        <translation>grátis</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>o baralho</translation>
    </message>
    <message>
        <source>dig (3 cards)</source>
        <translation>procurar (3 cartas)</translation>
    </message>
</context>
<context>
    <name>forecast</name>
    <message>
        <source>Every connected city is fed.</source>
        <translation>Todas as cidades conectadas são alimentadas.</translation>
    </message>
    <message>
        <source>connects {0}</source>
        <translation>conecta {0}</translation>
    </message>
    <message>
        <source>Feeding the connected cities ({0}): {1} kelp and {2} biomatter eaten.</source>
        <translation>Alimentação das cidades conectadas ({0}): {1} kelp e {2} biomassa consumidos.</translation>
    </message>
    <message>
        <source>Unfed cities: {0}, costing {1} points.</source>
        <translation>Cidades não alimentadas: {0}, custando {1} pontos.</translation>
    </message>
    <message>
        <source>score {0}{1}</source>
        <translation>pontos {0}{1}</translation>
    </message>
    <message>
        <source>cities to feed: +{0}</source>
        <translation>cidades a alimentar: +{0}</translation>
    </message>
    <message>
        <source>unfed cities: +{0}</source>
        <translation>cidades não alimentadas: +{0}</translation>
    </message>
    <message>
        <source>changes nothing at production</source>
        <translation>não muda nada na produção</translation>
    </message>
    <message>
        <source>No tunnel can be built on this board now.</source>
        <translation>Nenhum túnel pode ser construído neste tabuleiro agora.</translation>
    </message>
    <message>
        <source>… and {0} more sites</source>
        <translation>… e mais {0} locais</translation>
    </message>
    <message>
        <source>One more tunnel would change:</source>
        <translation>Mais um túnel mudaria:</translation>
    </message>
    <message>
        <source>If production ran now, {0} would get:</source>
        <translation>Se a produção fosse agora, {0} receberia:</translation>
    </message>
    <message>
        <source>After production and feeding: {0}; score: {1}</source>
        <translation>Após produção e alimentação: {0}; pontos: {1}</translation>
    </message>
    <message>
        <source>Production forecast</source>
        <translation>Previsão da produção</translation>
    </message>
    <message>
        <source>Production runs after rounds 4, 7 and 10. Only connected things produce; then each connected city eats 1 kelp, else 1 biomatter, else costs 3 points.</source>
        <translation>A produção ocorre após as rodadas 4, 7 e 10. Só o que está conectado produz; depois cada cidade conectada consome 1 kelp, senão 1 biomassa, senão custa 3 pontos.</translation>
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
        <translation>espaço sempre disponível</translation>
    </message>
    <message>
        <source>slot {0} ({1})</source>
        <translation>espaço {0} ({1})</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>nenhuma carta</translation>
    </message>
    <message>
        <source>{0} took the face-up special card “{1}”</source>
        <translation>{0} pegou a carta especial revelada “{1}”</translation>
    </message>
    <message>
        <source>{0} took a face-up 3-credit special card</source>
        <translation>{0} pegou uma carta especial revelada de 3 créditos</translation>
    </message>
    <message>
        <source>{0} took the top 1/2-credit special card</source>
        <translation>{0} pegou a carta especial de 1/2 créditos do topo</translation>
    </message>
    <message>
        <source>{0} dug for a special card</source>
        <translation>{0} procurou uma carta especial</translation>
    </message>
    <message>
        <source>New game set up for {0}</source>
        <translation>Nova partida preparada para {0}</translation>
    </message>
    <message>
        <source>{0} discarded 1 card</source>
        <translation>{0} descartou 1 carta</translation>
    </message>
    <message>
        <source>{0} discarded {1} cards</source>
        <translation>{0} descartou {1} cartas</translation>
    </message>
    <message>
        <source> with the action-cloning tile</source>
        <translation> com a peça de ação de clonagem</translation>
    </message>
    <message>
        <source>{0} placed a tile on {1}{2}, playing {3}</source>
        <translation>{0} colocou um marcador no {1}{2}, baixando {3}</translation>
    </message>
    <message>
        <source>, paying its cost</source>
        <translation>, pagando o custo</translation>
    </message>
    <message>
        <source>{0} resolved the played card{1}</source>
        <translation>{0} resolveu a carta baixada{1}</translation>
    </message>
    <message>
        <source> and upgraded it</source>
        <translation> e melhorou</translation>
    </message>
    <message>
        <source>{0} built a {1} on {2}{3}{4}</source>
        <translation>{0} construiu {1} em {2}{3}{4}</translation>
    </message>
    <message>
        <source>{0} upgraded {1}</source>
        <translation>{0} melhorou {1}</translation>
    </message>
    <message>
        <source> ({0})</source>
        <translation> ({0})</translation>
    </message>
    <message>
        <source>{0} gained {1}{2}</source>
        <translation>{0} recebeu {1}{2}</translation>
    </message>
    <message>
        <source>{0} paid {1}</source>
        <translation>{0} pagou {1}</translation>
    </message>
    <message>
        <source>{0} advanced {1} on the Federation track</source>
        <translation>{0} avançou {1} na trilha da federação</translation>
    </message>
    <message>
        <source>{0} used the action card {1}</source>
        <translation>{0} usou a carta de ação {1}</translation>
    </message>
    <message>
        <source>{0} took the instant effect of the metropolis on {1}</source>
        <translation>{0} pegou o efeito instantâneo da metrópole em {1}</translation>
    </message>
    <message>
        <source> and used it</source>
        <translation> e a usou</translation>
    </message>
    <message>
        <source>{0} discarded the action card {1}{2}</source>
        <translation>{0} descartou a carta de ação {1}{2}</translation>
    </message>
    <message>
        <source>{0} finished the effect</source>
        <translation>{0} concluiu o efeito</translation>
    </message>
    <message>
        <source>{0} ended the turn</source>
        <translation>{0} terminou o turno</translation>
    </message>
    <message>
        <source>Revealed era card #{0} for the 4th blocking tile</source>
        <translation>Revelada a carta da era #{0} para o 4º marcador do não-jogador</translation>
    </message>
    <message>
        <source>Production, feeding and the end of the era</source>
        <translation>Produção, alimentação e fim da era</translation>
    </message>
    <message>
        <source>Correction for {0}: {1}</source>
        <translation>Correção para {0}: {1}</translation>
    </message>
    <message>
        <source>{0} is {1} on this board</source>
        <translation>Neste tabuleiro o {0} é {1}</translation>
    </message>
    <message>
        <source>Play order: {0}</source>
        <translation>Ordem dos jogadores: {0}</translation>
    </message>
    <message>
        <source>{0}&apos;s {1} turn begins</source>
        <translation>Começa o {1} turno de {0}</translation>
    </message>
    <message>
        <source>the card matches</source>
        <translation>a carta corresponde</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>não corresponde</translation>
    </message>
    <message>
        <source>tile on {0}: {1}</source>
        <translation>marcador no {0}: {1}</translation>
    </message>
    <message>
        <source>resolving {0}</source>
        <translation>resolvendo {0}</translation>
    </message>
    <message>
        <source>effect finished</source>
        <translation>efeito concluído</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>descartada</translation>
    </message>
    <message>
        <source>claimed</source>
        <translation>reivindicada</translation>
    </message>
    <message>
        <source>claimed as an action card</source>
        <translation>reivindicada como carta de ação</translation>
    </message>
    <message>
        <source>back under the special deck</source>
        <translation>de volta para baixo do baralho especial</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fora do jogo</translation>
    </message>
    <message>
        <source>kept (paid special)</source>
        <translation>mantida (especial paga)</translation>
    </message>
    <message>
        <source>the played card: {0}</source>
        <translation>a carta baixada: {0}</translation>
    </message>
    <message>
        <source>{0} built on {1}, paying {2}</source>
        <translation>{0}: construção em {1}, pagando {2}</translation>
    </message>
    <message>
        <source>{0} upgraded, paying {1}</source>
        <translation>{0}: melhoria, pagando {1}</translation>
    </message>
    <message>
        <source>{0}: {1} ({2})</source>
        <translation>{0}: {1} ({2})</translation>
    </message>
    <message>
        <source>{0} moved to space {1} of the Federation track</source>
        <translation>{0} foi para o espaço {1} da trilha da federação</translation>
    </message>
    <message>
        <source>{0} turned the action card {1} sideways</source>
        <translation>{0} girou de lado a carta de ação {1}</translation>
    </message>
    <message>
        <source>{0} discarded the action card {1}</source>
        <translation>{0} descartou a carta de ação {1}</translation>
    </message>
    <message>
        <source>{0} took the special card “{1}”</source>
        <translation>{0} pegou a carta especial “{1}”</translation>
    </message>
    <message>
        <source>{0} took a special card</source>
        <translation>{0} pegou uma carta especial</translation>
    </message>
    <message>
        <source>{0} connected the metropolis on {1}: its instant effect is offered</source>
        <translation>{0} conectou a metrópole em {1}: seu efeito instantâneo está disponível</translation>
    </message>
    <message>
        <source>{0} took the metropolis&apos;s instant effect</source>
        <translation>{0} pegou o efeito instantâneo da metrópole</translation>
    </message>
    <message>
        <source>{0}&apos;s turn ended</source>
        <translation>Turno de {0} terminado</translation>
    </message>
    <message>
        <source>Round {0} ended; new play order: {1}</source>
        <translation>Rodada {0} terminada; nova ordem dos jogadores: {1}</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jogo</translation>
    </message>
    <message>
        <source>production</source>
        <translation>produção</translation>
    </message>
    <message>
        <source>keeping cards</source>
        <translation>ficar com cartas</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>pontuação final</translation>
    </message>
    <message>
        <source>Round {0}, era {1}: {2}</source>
        <translation>Rodada {0}, era {1}: {2}</translation>
    </message>
    <message>
        <source>4th blocking tile on {0}</source>
        <translation>4º marcador do não-jogador no {0}</translation>
    </message>
    <message>
        <source>{0} produced {1}</source>
        <translation>{0} produziu {1}</translation>
    </message>
    <message>
        <source>{0} fed {1} cities: {2} kelp, {3} biomatter, {4} points lost</source>
        <translation>{0} alimentou {1} cidades: {2} kelp, {3} biomassa, {4} pontos perdidos</translation>
    </message>
    <message>
        <source>all action cards refreshed</source>
        <translation>todas as cartas de ação restauradas</translation>
    </message>
    <message>
        <source>{0} corrected by hand: {1}</source>
        <translation>{0} corrigido à mão: {1}</translation>
    </message>
    <message>
        <source>{0} is now {1}</source>
        <translation>O {0} agora é {1}</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>{who} has already placed an action tile this turn.</source>
        <translation>{who} já colocou um marcador de ação neste turno.</translation>
    </message>
    <message>
        <source>The structure on {site} is already upgraded.</source>
        <translation>A estrutura em {site} já está melhorada.</translation>
    </message>
    <message>
        <source>{who} has 5 action cards: discard one first (limit of four).</source>
        <translation>{who} tem 5 cartas de ação: descarte uma primeiro (limite de quatro).</translation>
    </message>
    <message>
        <source>That action card was already used this era.</source>
        <translation>Essa carta de ação já foi usada nesta era.</translation>
    </message>
    <message>
        <source>{who} cannot build on {site}: it is not next to a city or a city site where a city could be built now.</source>
        <translation>{who} não pode construir em {site}: não fica ao lado de uma cidade nem de um local para cidade onde uma cidade poderia ser construída agora.</translation>
    </message>
    <message>
        <source>The played card has already been resolved.</source>
        <translation>A carta baixada já foi resolvida.</translation>
    </message>
    <message>
        <source>The played card does not match the slot&apos;s colour: it was discarded without effect.</source>
        <translation>A carta baixada não corresponde à cor do espaço: foi descartada sem efeito.</translation>
    </message>
    <message>
        <source>{who} must play a card with the action tile.</source>
        <translation>{who} precisa baixar uma carta com o marcador de ação.</translation>
    </message>
    <message>
        <source>Say what type the played card is (instant, permanent, action, production or end-scoring) to resolve it.</source>
        <translation>Diga o tipo da carta baixada (instantânea, permanente, ação, produção ou pontuação final) para resolvê-la.</translation>
    </message>
    <message>
        <source>Cities are never upgraded.</source>
        <translation>Cidades nunca são melhoradas.</translation>
    </message>
    <message>
        <source>{who} cannot build a city on {site}: it is not next to one of their cities.</source>
        <translation>{who} não pode construir uma cidade em {site}: não fica ao lado de uma de suas cidades.</translation>
    </message>
    <message>
        <source>The always-available slot is never occupied, so the action-cloning tile is not needed there.</source>
        <translation>O espaço sempre disponível nunca está ocupado: ali a peça de ação de clonagem não é necessária.</translation>
    </message>
    <message>
        <source>The action-cloning tile is used only with 4 players.</source>
        <translation>A peça de ação de clonagem só é usada com 4 jogadores.</translation>
    </message>
    <message>
        <source>The action-cloning tile goes on a slot another player occupies; this one is free.</source>
        <translation>A peça de ação de clonagem vai num espaço ocupado por outro jogador; este está livre.</translation>
    </message>
    <message>
        <source>{who} already occupies that slot: the cloning tile needs a slot occupied by another player.</source>
        <translation>{who} já ocupa esse espaço: a peça de clonagem precisa de um espaço ocupado por outro jogador.</translation>
    </message>
    <message>
        <source>The action-cloning tile was already used this round.</source>
        <translation>A peça de ação de clonagem já foi usada nesta rodada.</translation>
    </message>
    <message>
        <source>Discarding down to the hand limit happens at the start of a turn.</source>
        <translation>O descarte até o limite de mão acontece no início do turno.</translation>
    </message>
    <message>
        <source>The card just claimed stays: discard one of the action cards you had before.</source>
        <translation>A carta recém-reivindicada fica: descarte uma das cartas de ação que você já tinha.</translation>
    </message>
    <message>
        <source>Only {excess} cards need to be discarded.</source>
        <translation>Só é preciso descartar {excess} cartas.</translation>
    </message>
    <message>
        <source>Only 1 card needs to be discarded.</source>
        <translation>Só é preciso descartar 1 carta.</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Cada jogador precisa de um nome diferente.</translation>
    </message>
    <message>
        <source>The correction changes nothing.</source>
        <translation>A correção não muda nada.</translation>
    </message>
    <message>
        <source>Say what was gained.</source>
        <translation>Diga o que foi recebido.</translation>
    </message>
    <message>
        <source>{who} may build on the expansion site {site} only with a card that allows it.</source>
        <translation>{who} só pode construir no local para expansão {site} com uma carta que o permita.</translation>
    </message>
    <message>
        <source>Finish the effect being resolved first: the card and the slot are resolved separately, never interleaved.</source>
        <translation>Termine primeiro o efeito em andamento: a carta e o espaço são resolvidos separadamente, nunca intercalados.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo acabou.</translation>
    </message>
    <message>
        <source>The {side} side of the main board is not for {players} players.</source>
        <translation>O lado {side} do tabuleiro principal não é para {players} jogadores.</translation>
    </message>
    <message>
        <source>{who} must first discard down to {limit} cards (holds {hand}).</source>
        <translation>{who} precisa primeiro descartar até {limit} cartas (tem {hand}).</translation>
    </message>
    <message>
        <source>That correction would leave a counter below 0.</source>
        <translation>Essa correção deixaria um contador abaixo de 0.</translation>
    </message>
    <message>
        <source>{who} holds {hand} cards, within the limit of {limit}: no discard is needed.</source>
        <translation>{who} tem {hand} cartas, dentro do limite de {limit}: não é preciso descartar.</translation>
    </message>
    <message>
        <source>There are no symbiotic (purple) domes left for this player count.</source>
        <translation>Não restam domos simbióticos (púrpura) para este número de jogadores.</translation>
    </message>
    <message>
        <source>There are no tunnel tiles left in the supply.</source>
        <translation>Não restam túneis no suprimento.</translation>
    </message>
    <message>
        <source>All 17 nonsymbiotic (white) domes are in play.</source>
        <translation>Todos os 17 domos não simbióticos (brancos) estão em jogo.</translation>
    </message>
    <message>
        <source>Production runs after rounds 4, 7 and 10; this is round {round}.</source>
        <translation>A produção ocorre após as rodadas 4, 7 e 10; esta é a rodada {round}.</translation>
    </message>
    <message>
        <source>That metropolis was not connected this turn (or its effect was taken).</source>
        <translation>Essa metrópole não foi conectada neste turno (ou seu efeito já foi pego).</translation>
    </message>
    <message>
        <source>That face-up card was named “{name}” at setup.</source>
        <translation>Essa carta revelada foi chamada “{name}” na preparação.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Não há nada para refazer.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Não há nada para desfazer.</translation>
    </message>
    <message>
        <source>{who} has nothing built on {site}.</source>
        <translation>{who} não construiu nada em {site}.</translation>
    </message>
    <message>
        <source>{who} must first choose an action slot.</source>
        <translation>{who} precisa primeiro escolher um espaço de ação.</translation>
    </message>
    <message>
        <source>{who} has already built on {site}.</source>
        <translation>{who} já construiu em {site}.</translation>
    </message>
    <message>
        <source>A blocking tile covers that slot this round.</source>
        <translation>Um marcador do não-jogador ocupa esse espaço nesta rodada.</translation>
    </message>
    <message>
        <source>That action slot is already occupied this round.</source>
        <translation>Esse espaço de ação já está ocupado nesta rodada.</translation>
    </message>
    <message>
        <source>{who} could not use any part of that slot&apos;s action, so it may not be chosen.</source>
        <translation>{who} não poderia usar nenhuma parte da ação desse espaço, então não pode escolhê-lo.</translation>
    </message>
    <message>
        <source>The solo game uses the expert (asymmetric) side of the player board.</source>
        <translation>O jogo solo usa o lado avançado do tabuleiro de jogador.</translation>
    </message>
    <message>
        <source>Government contracts are not used in the solo game.</source>
        <translation>Os contratos governamentais não são usados no jogo solo.</translation>
    </message>
    <message>
        <source>{who} cannot build a tunnel on {site}: it would not connect to the start city.</source>
        <translation>{who} não pode construir um túnel em {site}: ele não se conectaria à cidade inicial.</translation>
    </message>
    <message>
        <source>This effect builds at the usual cost: no discount or stated cost.</source>
        <translation>Este efeito constrói pelo custo usual: sem desconto nem custo indicado.</translation>
    </message>
    <message>
        <source>This game is already set up.</source>
        <translation>Esta partida já está preparada.</translation>
    </message>
    <message>
        <source>The companion did not understand that tap.</source>
        <translation>O assistente não entendeu esta jogada.</translation>
    </message>
    <message>
        <source>Line {line} of the file is not valid JSON.</source>
        <translation>A linha {line} do arquivo não é um JSON válido.</translation>
    </message>
    <message>
        <source>A name must be plain text, without invisible control characters.</source>
        <translation>Um nome deve ser texto simples, sem caracteres de controle invisíveis.</translation>
    </message>
    <message>
        <source>The file holds text with a broken character escape.</source>
        <translation>O arquivo contém texto com um escape de caractere quebrado.</translation>
    </message>
    <message>
        <source>The file names the same field twice in one place.</source>
        <translation>O arquivo nomeia o mesmo campo duas vezes no mesmo lugar.</translation>
    </message>
    <message>
        <source>The file is too large to be read.</source>
        <translation>O arquivo é grande demais para ser lido.</translation>
    </message>
    <message>
        <source>The file holds a value that is not a number.</source>
        <translation>O arquivo contém um valor que não é um número.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text (line {line}); save it as UTF-8 and try again.</source>
        <translation>O arquivo não é texto UTF-8 (linha {line}); salve-o como UTF-8 e tente de novo.</translation>
    </message>
    <message>
        <source>The file holds a number too large to be read.</source>
        <translation>O arquivo contém um número grande demais para ser lido.</translation>
    </message>
    <message>
        <source>The file nests lists and objects too deep to be read.</source>
        <translation>O arquivo aninha listas e objetos profundamente demais para ser lido.</translation>
    </message>
    <message>
        <source>The play order must name every seat exactly once.</source>
        <translation>A ordem dos jogadores precisa citar cada lugar exatamente uma vez.</translation>
    </message>
    <message>
        <source>Underwater Cities is played by 1 to 4 players.</source>
        <translation>Underwater Cities é jogado por 1 a 4 jogadores.</translation>
    </message>
    <message>
        <source>That answer is not one of the options of this production choice.</source>
        <translation>Essa resposta não está entre as opções desta escolha de produção.</translation>
    </message>
    <message>
        <source>The player-board file {file} is damaged; reinstall the companion.</source>
        <translation>O arquivo de tabuleiro {file} está danificado; reinstale o assistente.</translation>
    </message>
    <message>
        <source>Player board {board} is not a {side} board (all players use the same side).</source>
        <translation>O tabuleiro {board} não é do lado {side} (todos usam o mesmo lado).</translation>
    </message>
    <message>
        <source>The layout of board {board} is not usable: check it in the board editor.</source>
        <translation>O layout do tabuleiro {board} não pode ser usado: confira-o no editor de tabuleiros.</translation>
    </message>
    <message>
        <source>The setup does not carry one layout of each board of the side.</source>
        <translation>A preparação não traz um layout de cada tabuleiro deste lado.</translation>
    </message>
    <message>
        <source>Two players cannot use the same player board.</source>
        <translation>Dois jogadores não podem usar o mesmo tabuleiro de jogador.</translation>
    </message>
    <message>
        <source>{who} cannot pay {cost}.</source>
        <translation>{who} não pode pagar {cost}.</translation>
    </message>
    <message>
        <source>{who} needs 1 credit for the action-cloning tile.</source>
        <translation>{who} precisa de 1 crédito para a peça de ação de clonagem.</translation>
    </message>
    <message>
        <source>The game&apos;s setup cannot be deleted; correct it, or delete the whole game.</source>
        <translation>A preparação não pode ser apagada; corrija-a ou apague a partida inteira.</translation>
    </message>
    <message>
        <source>{who} does not meet the card&apos;s condition (has {have}, needs {need}).</source>
        <translation>{who} não cumpre a condição da carta (tem {have}, precisa de {need}).</translation>
    </message>
    <message>
        <source>The card file {file} is damaged; reinstall the companion.</source>
        <translation>O arquivo de cartas {file} está danificado; reinstale o assistente.</translation>
    </message>
    <message>
        <source>The companion&apos;s database {path} is damaged. It can be moved aside, kept whole, and a fresh database started.</source>
        <translation>O banco de dados {path} do assistente está danificado. Ele pode ser movido para o lado, intacto, e um novo banco de dados iniciado.</translation>
    </message>
    <message>
        <source>The database {path} was written by a newer version of the companion; this version cannot read it. It was not changed.</source>
        <translation>O banco de dados {path} foi gravado por uma versão mais nova do assistente; esta versão não consegue lê-lo. Ele não foi alterado.</translation>
    </message>
    <message>
        <source>Game {game} cannot be read ({reason}). It can be exported as far as it reads, or deleted; the other games are not affected.</source>
        <translation>A partida {game} não pode ser lida ({reason}). Pode ser exportada até onde é legível, ou apagada; as outras partidas não são afetadas.</translation>
    </message>
    <message>
        <source>The journal file of {path} was deleted while the companion was running; everything saved was written into the database.</source>
        <translation>O arquivo de diário de {path} foi apagado enquanto o companheiro estava aberto; tudo o que foi salvo foi gravado no banco de dados.</translation>
    </message>
    <message>
        <source>A journal file beside {path} belonged to another database; it was kept, unused, as {kept}. Your games are as they were.</source>
        <translation>Um arquivo de diário ao lado de {path} pertencia a outro banco de dados; foi guardado, sem uso, como {kept}. Suas partidas estão como estavam.</translation>
    </message>
    <message>
        <source>A journal file was found without its database; it was kept, unused, as {kept}, and a fresh database was started at {path}.</source>
        <translation>Foi encontrado um arquivo de diário sem o seu banco de dados; foi guardado, sem uso, como {kept}, e um novo banco de dados foi criado em {path}.</translation>
    </message>
    <message>
        <source>This tap is in conflict, but the reason saved with it does not read.</source>
        <translation>Este toque está em conflito, mas o motivo salvo com ele não pode ser lido.</translation>
    </message>
    <message>
        <source>The companion&apos;s database {path} cannot be used ({reason}). Nothing of this change was saved.</source>
        <translation>O banco de dados {path} do assistente não pode ser usado ({reason}). Nada desta alteração foi salvo.</translation>
    </message>
    <message>
        <source>Say what was paid.</source>
        <translation>Diga o que foi pago.</translation>
    </message>
    <message>
        <source>Only a face-up 3-credit special card is named.</source>
        <translation>Só se indica uma carta especial aberta de 3 créditos.</translation>
    </message>
    <message>
        <source>The position file is not valid at {field}.</source>
        <translation>O arquivo da posição não é válido em {field}.</translation>
    </message>
    <message>
        <source>The built-in data of this game is damaged; reinstall the companion.</source>
        <translation>Os dados embutidos deste jogo estão danificados; reinstale o assistente.</translation>
    </message>
    <message>
        <source>Line {line}: the game file&apos;s header is damaged.</source>
        <translation>Linha {line}: o cabeçalho do arquivo de partida está danificado.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not valid JSON.</source>
        <translation>A linha {line} do arquivo de partida não é um JSON válido.</translation>
    </message>
    <message>
        <source>The game file holds no taps.</source>
        <translation>O arquivo de partida não contém jogadas.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is a tap the rules do not allow.</source>
        <translation>A linha {line} do arquivo de partida é uma jogada que as regras não permitem.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not a valid tap.</source>
        <translation>A linha {line} do arquivo de partida não é uma jogada válida.</translation>
    </message>
    <message>
        <source>Line {line} is a header, but a header may only be the first line.</source>
        <translation>A linha {line} é um cabeçalho, mas o cabeçalho só pode ser a primeira linha.</translation>
    </message>
    <message>
        <source>The game file does not say which game it holds; choose the game to import it as.</source>
        <translation>O arquivo de partida não diz qual jogo contém; escolha o jogo para importá-lo.</translation>
    </message>
    <message>
        <source>Line {line} of the game file is not a tap.</source>
        <translation>A linha {line} do arquivo de partida não é uma jogada.</translation>
    </message>
    <message>
        <source>The file is not a companion game file (line {line}).</source>
        <translation>O arquivo não é um arquivo de partida do assistente (linha {line}).</translation>
    </message>
    <message>
        <source>This game file was made by a newer version of the companion; this version cannot read it.</source>
        <translation>Este arquivo de partida foi criado por uma versão mais nova do assistente; esta versão não consegue lê-lo.</translation>
    </message>
    <message>
        <source>The game file holds a game the companion does not know.</source>
        <translation>O arquivo de partida contém um jogo que o assistente não conhece.</translation>
    </message>
    <message>
        <source>The game file holds a game of another kind.</source>
        <translation>O arquivo de partida contém um jogo de outro tipo.</translation>
    </message>
    <message>
        <source>There is no player number {profile}.</source>
        <translation>Não há jogador com o número {profile}.</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>Já existe um jogador chamado {name}.</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Um jogador precisa de um nome.</translation>
    </message>
    <message>
        <source>A player&apos;s name has at most {limit} characters.</source>
        <translation>O nome de um jogador tem no máximo {limit} caracteres.</translation>
    </message>
    <message>
        <source>That is not a colour: choose one of the colours shown.</source>
        <translation>Isso não é uma cor: escolha uma das cores mostradas.</translation>
    </message>
    <message>
        <source>A player cannot be merged with themselves.</source>
        <translation>Um jogador não pode ser unido a si mesmo.</translation>
    </message>
    <message>
        <source>Game {game} is not finished yet; only a finished game has a result.</source>
        <translation>A partida {game} ainda não terminou; só uma partida terminada tem um resultado.</translation>
    </message>
    <message>
        <source>{path} exists already; it was not overwritten.</source>
        <translation>{path} já existe; não foi sobrescrito.</translation>
    </message>
    <message>
        <source>The backup {path} could not be written. Nothing was changed.</source>
        <translation>Não foi possível gravar o backup {path}. Nada foi alterado.</translation>
    </message>
    <message>
        <source>The backup {path} cannot be restored ({reason}). Nothing was changed.</source>
        <translation>O backup {path} não pode ser restaurado ({reason}). Nada foi alterado.</translation>
    </message>
    <message>
        <source>The card library is damaged: an entry cannot be read.</source>
        <translation>A biblioteca de cartas está danificada: uma entrada não pode ser lida.</translation>
    </message>
    <message>
        <source>A file of the card library is damaged; reinstall the companion.</source>
        <translation>Um arquivo da biblioteca de cartas está danificado; reinstale o assistente.</translation>
    </message>
    <message>
        <source>The card library cannot be opened.</source>
        <translation>A biblioteca de cartas não pode ser aberta.</translation>
    </message>
    <message>
        <source>The card library could not be saved.</source>
        <translation>Não foi possível salvar a biblioteca de cartas.</translation>
    </message>
    <message>
        <source>Give every player one brown and two blue metropolis tiles.</source>
        <translation>Dê a cada jogador uma peça de metrópole marrom e duas azuis.</translation>
    </message>
    <message>
        <source>A metropolis tile cannot be dealt twice.</source>
        <translation>Uma peça de metrópole não pode ser dada duas vezes.</translation>
    </message>
    <message>
        <source>A text of the companion is incomplete.</source>
        <translation>Um texto do assistente está incompleto.</translation>
    </message>
    <message>
        <source>A gain cannot be negative (use a correction).</source>
        <translation>Um ganho não pode ser negativo (use uma correção).</translation>
    </message>
    <message>
        <source>No action card needs to be discarded now.</source>
        <translation>Nenhuma carta de ação precisa ser descartada agora.</translation>
    </message>
    <message>
        <source>{who} has no card to play.</source>
        <translation>{who} não tem carta para baixar.</translation>
    </message>
    <message>
        <source>No card needs to be revealed now.</source>
        <translation>Nenhuma carta precisa ser revelada agora.</translation>
    </message>
    <message>
        <source>There is no tap number {seq} in this game.</source>
        <translation>Não há a jogada número {seq} nesta partida.</translation>
    </message>
    <message>
        <source>There is no saved game number {game}.</source>
        <translation>Não há partida salva com o número {game}.</translation>
    </message>
    <message>
        <source>That 3-credit special card is not face up (anymore).</source>
        <translation>Essa carta especial de 3 créditos não está (mais) aberta.</translation>
    </message>
    <message>
        <source>Teaching mode does not know this game yet.</source>
        <translation>O modo tutorial ainda não conhece este jogo.</translation>
    </message>
    <message>
        <source>The file {path} is a database of another program; it was not changed.</source>
        <translation>O arquivo {path} é um banco de dados de outro programa; ele não foi alterado.</translation>
    </message>
    <message>
        <source>No turn is being played now (the game is in its {phase} phase).</source>
        <translation>Nenhum turno está sendo jogado agora (o jogo está na fase: {phase}).</translation>
    </message>
    <message>
        <source>{effect} does not allow that now: finish it or use one of its parts.</source>
        <translation>{effect} não permite isso agora: conclua-o ou use uma de suas partes.</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Prepare a partida primeiro.</translation>
    </message>
    <message>
        <source>Only special cards have a cost to pay.</source>
        <translation>Só as cartas especiais têm custo a pagar.</translation>
    </message>
    <message>
        <source>It is not {who}&apos;s turn.</source>
        <translation>Não é a vez de {who}.</translation>
    </message>
    <message>
        <source>No effect is being resolved.</source>
        <translation>Nenhum efeito está sendo resolvido.</translation>
    </message>
    <message>
        <source>{who} has nothing left to resolve this turn: end the turn.</source>
        <translation>{who} não tem mais nada a resolver neste turno: termine o turno.</translation>
    </message>
    <message>
        <source>Payments are recorded only while resolving a card that asks for one.</source>
        <translation>Pagamentos só são registrados ao resolver uma carta que os exija.</translation>
    </message>
    <message>
        <source>The slot&apos;s action is done; to do that with the played card, resolve the card first.</source>
        <translation>A ação do espaço já foi feita; para fazer isso com a carta baixada, resolva primeiro a carta.</translation>
    </message>
    <message>
        <source>Say which site the correction is about.</source>
        <translation>Diga a qual local a correção se refere.</translation>
    </message>
    <message>
        <source>The action-slot file {file} is damaged; reinstall the companion.</source>
        <translation>O arquivo de espaços de ação {file} está danificado; reinstale o assistente.</translation>
    </message>
    <message>
        <source>Reveal the top era card first: its number places the 4th blocking tile.</source>
        <translation>Revele primeiro a carta do topo da era: o número dela posiciona o 4º marcador do não-jogador.</translation>
    </message>
    <message>
        <source>This game was saved by another version of the companion. Open it for playing once to bring it up to date.</source>
        <translation>Esta partida foi salva por outra versão do assistente. Abra-a uma vez para jogar para atualizá-la.</translation>
    </message>
    <message>
        <source>The teaching file {file} is damaged; reinstall the companion.</source>
        <translation>O arquivo do tutorial {file} está danificado; reinstale o assistente.</translation>
    </message>
    <message>
        <source>The teaching file {file} is missing; reinstall the companion.</source>
        <translation>O arquivo do tutorial {file} está faltando; reinstale o assistente.</translation>
    </message>
    <message>
        <source>The lessons seen could not be read or saved in {file}.</source>
        <translation>As lições vistas não puderam ser lidas ou salvas em {file}.</translation>
    </message>
    <message>
        <source>{who} has no such action card.</source>
        <translation>{who} não tem essa carta de ação.</translation>
    </message>
    <message>
        <source>There is no player board {board}: boards are numbered 1 to 8.</source>
        <translation>Não existe o tabuleiro {board}: os tabuleiros vão de 1 a 8.</translation>
    </message>
    <message>
        <source>There is no player-board side {side}: choose standard or asymmetric.</source>
        <translation>Não existe o lado {side} do tabuleiro: escolha padrão ou avançado.</translation>
    </message>
    <message>
        <source>The companion does not know that tap.</source>
        <translation>O assistente não conhece esta jogada.</translation>
    </message>
    <message>
        <source>The companion does not know the game {game}.</source>
        <translation>O assistente não conhece o jogo {game}.</translation>
    </message>
    <message>
        <source>Say which game: {games}.</source>
        <translation>Diga qual jogo: {games}.</translation>
    </message>
    <message>
        <source>The game plug-in {entry_point} is declared under another name.</source>
        <translation>O plug-in de jogo {entry_point} está declarado com outro nome.</translation>
    </message>
    <message>
        <source>There is no lesson {lesson}.</source>
        <translation>Não existe a lição {lesson}.</translation>
    </message>
    <message>
        <source>{tile} is not a metropolis tile of that kind.</source>
        <translation>{tile} não é uma peça de metrópole desse tipo.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>Não há esse jogador nesta mesa.</translation>
    </message>
    <message>
        <source>{who} has no such production choice.</source>
        <translation>{who} não tem essa escolha de produção.</translation>
    </message>
    <message>
        <source>{line} is not a line that waits for the table (it may have been taught).</source>
        <translation>{line} não é uma linha que aguarda a mesa (talvez já tenha sido ensinada).</translation>
    </message>
    <message>
        <source>Say what each line marked ⚠ produced, or skip it: production is applied only when every line is settled.</source>
        <translation>Diga o que cada linha marcada com ⚠ produziu, ou pule-a: a produção só é aplicada quando todas as linhas estiverem definidas.</translation>
    </message>
    <message>
        <source>Say what each line marked ⚠ scored, or skip it: final scoring is settled only when every line is.</source>
        <translation>Diga quanto cada linha marcada com ⚠ pontuou, ou pule-a: a pontuação final só fica definida quando todas as linhas estiverem.</translation>
    </message>
    <message>
        <source>Final-scoring lines are settled after the last production.</source>
        <translation>As linhas da pontuação final são definidas depois da última produção.</translation>
    </message>
    <message>
        <source>Every final-scoring line is already settled.</source>
        <translation>Todas as linhas da pontuação final já estão definidas.</translation>
    </message>
    <message>
        <source>The lines cannot have spent more resources than the player holds.</source>
        <translation>As linhas não podem ter gasto mais recursos do que o jogador possui.</translation>
    </message>
    <message>
        <source>{site} is not a site of this player board.</source>
        <translation>{site} não é um local deste tabuleiro.</translation>
    </message>
    <message>
        <source>There is no such action slot on this side of the main board.</source>
        <translation>Não há esse espaço de ação neste lado do tabuleiro principal.</translation>
    </message>
    <message>
        <source>A text of the companion is missing.</source>
        <translation>Falta um texto do assistente.</translation>
    </message>
    <message>
        <source>An upgrade costs 1 science.</source>
        <translation>Uma melhoria custa 1 ciência.</translation>
    </message>
    <message>
        <source>{payment} does not pay {cost} (biomatter may stand in only for kelp or steelplast of a build).</source>
        <translation>{payment} não paga {cost} (biomassa só pode substituir kelp ou plastiaço de uma construção).</translation>
    </message>
    <message>
        <source>That cannot be built on {site}.</source>
        <translation>Isso não pode ser construído em {site}.</translation>
    </message>
    <message>
        <source>This game is open read-only here, so it cannot be changed. Close it in the other window to play it here.</source>
        <translation>Esta partida está aberta aqui somente para leitura e não pode ser alterada. Feche-a na outra janela para jogá-la aqui.</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparação</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jogo</translation>
    </message>
    <message>
        <source>production</source>
        <translation>produção</translation>
    </message>
    <message>
        <source>keeping cards</source>
        <translation>ficar com cartas</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>pontuação final</translation>
    </message>
</context>
<context>
    <name>otys</name>
    <message>
        <source>{0}: {1}★, {2} credits, {3} batteries</source>
        <translation>{0}: {1}★, {2} créditos, {3} baterias</translation>
    </message>
    <message>
        <source> Private contracts ({0}): tap to show</source>
        <translation> Contratos privados ({0}): toque para mostrar</translation>
    </message>
    <message>
        <source>{0}{1} · {2}★ · credits {3} · batteries {4} · neutral X-keys {5}</source>
        <translation>{0}{1} · {2}★ · créditos {3} · baterias {4} · chaves X neutras {5}</translation>
    </message>
    <message>
        <source> Hacker track</source>
        <translation> Trilha do hacker</translation>
    </message>
    <message>
        <source>X ready</source>
        <translation>X pronta</translation>
    </message>
    <message>
        <source>X used</source>
        <translation>X usada</translation>
    </message>
    <message>
        <source> Mechanic {0}/3: a battery moves {1} · Hacker {2}/3: keys back at {3}</source>
        <translation> Mecânico {0}/3: uma bateria move {1} · Hacker {2}/3: chaves voltam com {3}</translation>
    </message>
    <message>
        <source> Private contracts ({0}): {1}</source>
        <translation> Contratos privados ({0}): {1}</translation>
    </message>
    <message>
        <source>Public contracts</source>
        <translation>Contratos públicos</translation>
    </message>
    <message>
        <source>Emporium</source>
        <translation>Empório</translation>
    </message>
    <message>
        <source>18★ ends the game · neutral X-keys {0} · deck {1} · bag {2}</source>
        <translation>18★ encerra o jogo · chaves X neutras {0} · baralho {1} · saco {2}</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contratos</translation>
    </message>
    <message>
        <source>Sponsor 4</source>
        <translation>Patrocinador 4</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marcadores</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Prestígio</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Most prestige wins; a tie goes to most resources in the dig zones (the last column), then the victory is shared (p. 8).</source>
        <translation>Vence quem tem mais prestígio; no empate, mais recursos nas zonas de escavação (última coluna); senão a vitória é dividida (p. 8).</translation>
    </message>
    <message>
        <source>Prestige by source</source>
        <translation>Prestígio por origem</translation>
    </message>
    <message>
        <source>Setup: {0}</source>
        <translation>Preparação: {0}</translation>
    </message>
    <message>
        <source>Contract named: {0}</source>
        <translation>Contrato indicado: {0}</translation>
    </message>
    <message>
        <source>Reward token named: {0}</source>
        <translation>Marcador de recompensa indicado: {0}</translation>
    </message>
    <message>
        <source>{0} chooses {1}</source>
        <translation>{0} escolhe {1}</translation>
    </message>
    <message>
        <source>{0} ends the phase</source>
        <translation>{0} encerra a fase</translation>
    </message>
    <message>
        <source>{0} ends the turn</source>
        <translation>{0} encerra o turno</translation>
    </message>
    <message>
        <source>{0} keeps the diver down with a battery</source>
        <translation>{0} mantém o mergulhador no fundo com uma bateria</translation>
    </message>
    <message>
        <source>{0}: the copied diver {1}</source>
        <translation>{0}: o mergulhador copiado {1}</translation>
    </message>
    <message>
        <source>stays down</source>
        <translation>fica no fundo</translation>
    </message>
    <message>
        <source>surfaces</source>
        <translation>volta à superfície</translation>
    </message>
    <message>
        <source>{0}: a battery moves the diver from {1} to {2}</source>
        <translation>{0}: uma bateria move o mergulhador de {1} para {2}</translation>
    </message>
    <message>
        <source>{0} fulfils a contract at level {1}</source>
        <translation>{0} cumpre um contrato no nível {1}</translation>
    </message>
    <message>
        <source>The game is set up</source>
        <translation>A partida está preparada</translation>
    </message>
    <message>
        <source>{0}: {1} at level {2}</source>
        <translation>{0}: {1} no nível {2}</translation>
    </message>
    <message>
        <source>The sponsors turn: 5 goes to level 1</source>
        <translation>Os patrocinadores giram: o 5 vai para o nível 1</translation>
    </message>
    <message>
        <source>{0} uses sponsor {1}</source>
        <translation>{0} usa o patrocinador {1}</translation>
    </message>
    <message>
        <source>{0}★</source>
        <translation>{0}★</translation>
    </message>
    <message>
        <source>{0} credits</source>
        <translation>{0} créditos</translation>
    </message>
    <message>
        <source>{0} batteries</source>
        <translation>{0} baterias</translation>
    </message>
    <message>
        <source>{0} neutral X</source>
        <translation>{0} X neutras</translation>
    </message>
    <message>
        <source>{0}: diver from {1} to {2}</source>
        <translation>{0}: mergulhador de {1} para {2}</translation>
    </message>
    <message>
        <source>{0}: the {1} is equipped</source>
        <translation>{0}: {1} está equipado</translation>
    </message>
    <message>
        <source>{0}: phase {1}</source>
        <translation>{0}: fase {1}</translation>
    </message>
    <message>
        <source>{0}: the {1} acts</source>
        <translation>{0}: {1} age</translation>
    </message>
    <message>
        <source>{0}: 1 {1} into the dig zone of level {2}</source>
        <translation>{0}: 1 {1} na zona de escavação do nível {2}</translation>
    </message>
    <message>
        <source>{0}: 1 {1} from level {2} to level {3}</source>
        <translation>{0}: 1 {1} do nível {2} para o nível {3}</translation>
    </message>
    <message>
        <source>{0} sells 1 {1}</source>
        <translation>{0} vende 1 {1}</translation>
    </message>
    <message>
        <source>{0} buys 1 {1}</source>
        <translation>{0} compra 1 {1}</translation>
    </message>
    <message>
        <source>{0} takes back {1}</source>
        <translation>{0} recupera {1}</translation>
    </message>
    <message>
        <source>{0} improves the {1}</source>
        <translation>{0} melhora o {1}</translation>
    </message>
    <message>
        <source>{0} takes the reward token {1}</source>
        <translation>{0} pega o marcador de recompensa {1}</translation>
    </message>
    <message>
        <source>The table names what came up</source>
        <translation>A mesa indica o que saiu</translation>
    </message>
    <message>
        <source>The discarded reward tokens go back into the bag</source>
        <translation>Os marcadores de recompensa descartados voltam ao saco</translation>
    </message>
    <message>
        <source>Contract: {0}</source>
        <translation>Contrato: {0}</translation>
    </message>
    <message>
        <source>Reward token: {0}</source>
        <translation>Marcador de recompensa: {0}</translation>
    </message>
    <message>
        <source>{0} fulfils {1} at level {2}</source>
        <translation>{0} cumpre {1} no nível {2}</translation>
    </message>
    <message>
        <source>{0}: a battery keeps the diver down</source>
        <translation>{0}: uma bateria mantém o mergulhador no fundo</translation>
    </message>
    <message>
        <source>{0}: {1} goes under the board</source>
        <translation>{0}: {1} vai para baixo do tabuleiro</translation>
    </message>
    <message>
        <source>{0}: the keys meet the hacker and come back</source>
        <translation>{0}: as chaves alcançam o hacker e voltam</translation>
    </message>
    <message>
        <source>{0}: copied diver kept down</source>
        <translation>{0}: mergulhador copiado mantido no fundo</translation>
    </message>
    <message>
        <source>{0}&apos;s turn</source>
        <translation>Vez de {0}</translation>
    </message>
    <message>
        <source>{0} reached 18★: the round is finished, then the end</source>
        <translation>{0} chegou a 18★: a rodada é terminada e o jogo acaba</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A partida acabou</translation>
    </message>
    <message>
        <source>The board: hacker, mechanic, emporium</source>
        <translation>O tabuleiro: hacker, mecânico, empório</translation>
    </message>
    <message>
        <source>Contract {0}: {1}</source>
        <translation>Contrato {0}: {1}</translation>
    </message>
    <message>
        <source>Reward token ×{0}: {1}</source>
        <translation>Marcador de recompensa ×{0}: {1}</translation>
    </message>
    <message>
        <source>Free combination (different colours)</source>
        <translation>Combinação livre (cores diferentes)</translation>
    </message>
    <message>
        <source>Different colours</source>
        <translation>Cores diferentes</translation>
    </message>
    <message>
        <source>Bonus: 1 credit</source>
        <translation>Bônus: 1 crédito</translation>
    </message>
    <message>
        <source>Bonus: 1 battery</source>
        <translation>Bônus: 1 bateria</translation>
    </message>
    <message>
        <source>Keys on the hacker track that bring them back</source>
        <translation>Chaves na trilha do hacker que as fazem voltar</translation>
    </message>
    <message>
        <source>Mechanic: reach at 0, 1, 2, 3 improvements</source>
        <translation>Mecânico: alcance com 0, 1, 2, 3 melhorias</translation>
    </message>
    <message>
        <source>Emporium rows</source>
        <translation>Linhas do empório</translation>
    </message>
    <message>
        <source>Row {0}: credits, prestige</source>
        <translation>Linha {0}: créditos, prestígio</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>How many in the bag</source>
        <translation>Quantos no saco</translation>
    </message>
    <message>
        <source>Otys: board, contracts and reward tokens</source>
        <translation>Otys: tabuleiro, contratos e marcadores de recompensa</translation>
    </message>
    <message>
        <source>The rulebook shows these only in pictures: what the app reads or a table taught is marked &quot;not checked against your copy&quot; until you confirm or correct it. Contracts are taught when they come up in play.</source>
        <translation>O manual mostra isto só em figuras: o que o app lê ou uma mesa ensinou fica marcado &quot;não conferido com a sua cópia&quot; até você confirmar ou corrigir. Os contratos são ensinados quando aparecem no jogo.</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Teach a token kind</source>
        <translation>Ensinar um tipo de marcador</translation>
    </message>
    <message>
        <source>Matches my copy</source>
        <translation>Confere com a minha cópia</translation>
    </message>
    <message>
        <source>Save the correction</source>
        <translation>Salvar a correção</translation>
    </message>
    <message>
        <source>not checked against your copy</source>
        <translation>não conferido com a sua cópia</translation>
    </message>
    <message>
        <source>Checked against your copy.</source>
        <translation>Conferido com a sua cópia.</translation>
    </message>
    <message>
        <source>Not checked against your copy. Source: {0}</source>
        <translation>Não conferido com a sua cópia. Fonte: {0}</translation>
    </message>
    <message>
        <source>A reward token kind the table met</source>
        <translation>Um tipo de marcador de recompensa que a mesa encontrou</translation>
    </message>
    <message>
        <source>Choose its front and back, and how many the bag holds.</source>
        <translation>Escolha a frente e o verso, e quantos há no saco.</translation>
    </message>
    <message>
        <source>This is not valid ({0}); nothing was saved.</source>
        <translation>Isto não é válido ({0}); nada foi salvo.</translation>
    </message>
    <message>
        <source>Otys · the game is over</source>
        <translation>Otys · o jogo acabou</translation>
    </message>
    <message>
        <source>{0} reached 18★: last round, {1} turns after this one</source>
        <translation>{0} chegou a 18★: última rodada, mais {1} turnos depois deste</translation>
    </message>
    <message>
        <source>{0} reached 18★: last round, one more turn after this one</source>
        <translation>{0} chegou a 18★: última rodada, mais um turno depois deste</translation>
    </message>
    <message>
        <source>{0} reached 18★: this is the game&apos;s last turn</source>
        <translation>{0} chegou a 18★: este é o último turno do jogo</translation>
    </message>
    <message>
        <source>Round {0} · {1}&apos;s turn</source>
        <translation>Rodada {0} · vez de {1}</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>Choose key {0} (when it is on your board)</source>
        <translation>Escolher a chave {0} (se estiver no seu tabuleiro)</translation>
    </message>
    <message>
        <source>End the phase or the turn</source>
        <translation>Encerrar a fase ou o turno</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>Ensinar {0}</translation>
    </message>
    <message>
        <source>The game is already set up.</source>
        <translation>A partida já está preparada.</translation>
    </message>
    <message>
        <source>Set up the game first.</source>
        <translation>Prepare a partida primeiro.</translation>
    </message>
    <message>
        <source>Each player needs their own colour.</source>
        <translation>Cada jogador precisa da sua própria cor.</translation>
    </message>
    <message>
        <source>Each player lays the 8 different divers (player {seat}).</source>
        <translation>Cada jogador coloca os 8 mergulhadores diferentes (jogador {seat}).</translation>
    </message>
    <message>
        <source>Each player lays one resource of each kind (player {seat}).</source>
        <translation>Cada jogador coloca um recurso de cada tipo (jogador {seat}).</translation>
    </message>
    <message>
        <source>The five sponsors go one on each level.</source>
        <translation>Os cinco patrocinadores vão um em cada nível.</translation>
    </message>
    <message>
        <source>The emporium starts with 2 resources of one kind and 1 each of two others.</source>
        <translation>O empório começa com 2 recursos de um tipo e 1 de cada um de outros dois.</translation>
    </message>
    <message>
        <source>Lay {count} public contracts.</source>
        <translation>Coloque {count} contratos públicos.</translation>
    </message>
    <message>
        <source>The public contracts are different cards.</source>
        <translation>Os contratos públicos são cartas diferentes.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo acabou.</translation>
    </message>
    <message>
        <source>Finish what the table must say first.</source>
        <translation>Primeiro diga o que a mesa precisa informar.</translation>
    </message>
    <message>
        <source>That command is not part of play.</source>
        <translation>Esse comando não faz parte do jogo.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Esse jogador não existe.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <source>The turn ends in phase 3.</source>
        <translation>O turno termina na fase 3.</translation>
    </message>
    <message>
        <source>Only phases 1 and 2 end this way.</source>
        <translation>Só as fases 1 e 2 terminam assim.</translation>
    </message>
    <message>
        <source>A key is already chosen this turn.</source>
        <translation>Já foi escolhida uma chave neste turno.</translation>
    </message>
    <message>
        <source>{key} is not on your board.</source>
        <translation>{key} não está no seu tabuleiro.</translation>
    </message>
    <message>
        <source>Say at which level {key} goes.</source>
        <translation>Diga em que nível vai {key}.</translation>
    </message>
    <message>
        <source>{key} goes to its own level.</source>
        <translation>{key} vai para o próprio nível.</translation>
    </message>
    <message>
        <source>Say which used key you take back.</source>
        <translation>Diga qual chave usada você recupera.</translation>
    </message>
    <message>
        <source>{key} is not under your board.</source>
        <translation>{key} não está embaixo do seu tabuleiro.</translation>
    </message>
    <message>
        <source>No neutral X-key is left in the pile.</source>
        <translation>Não resta nenhuma chave X neutra na pilha.</translation>
    </message>
    <message>
        <source>Batteries move divers in phase 1.</source>
        <translation>Baterias movem mergulhadores na fase 1.</translation>
    </message>
    <message>
        <source>A battery moves a diver 1 to {reach} spaces.</source>
        <translation>Uma bateria move um mergulhador de 1 a {reach} espaços.</translation>
    </message>
    <message>
        <source>You have no battery.</source>
        <translation>Você não tem bateria.</translation>
    </message>
    <message>
        <source>Not enough credits: {need} needed.</source>
        <translation>Créditos insuficientes: são necessários {need}.</translation>
    </message>
    <message>
        <source>A battery holds the diver in phase 3.</source>
        <translation>Uma bateria segura o mergulhador na fase 3.</translation>
    </message>
    <message>
        <source>The diver is already held.</source>
        <translation>O mergulhador já está seguro.</translation>
    </message>
    <message>
        <source>No copied diver of yours waits.</source>
        <translation>Nenhum mergulhador seu copiado está esperando.</translation>
    </message>
    <message>
        <source>A sponsor is used in phase 1.</source>
        <translation>O patrocinador é usado na fase 1.</translation>
    </message>
    <message>
        <source>The sponsor was already used this turn.</source>
        <translation>O patrocinador já foi usado neste turno.</translation>
    </message>
    <message>
        <source>Sponsor {tile} takes no such choice ({parameter}).</source>
        <translation>O patrocinador {tile} não aceita essa escolha ({parameter}).</translation>
    </message>
    <message>
        <source>Say which of the two reward tokens you use.</source>
        <translation>Diga qual dos dois marcadores de recompensa você usa.</translation>
    </message>
    <message>
        <source>Say which diver at the surface you equip.</source>
        <translation>Diga qual mergulhador na superfície você equipa.</translation>
    </message>
    <message>
        <source>Move a resource between the key&apos;s level and another level.</source>
        <translation>Mova um recurso entre o nível da chave e outro nível.</translation>
    </message>
    <message>
        <source>The diver acts in phase 2.</source>
        <translation>O mergulhador age na fase 2.</translation>
    </message>
    <message>
        <source>The {diver} cannot do that.</source>
        <translation>{diver}: não pode fazer isso.</translation>
    </message>
    <message>
        <source>The expert would do nothing.</source>
        <translation>O especialista não faria nada.</translation>
    </message>
    <message>
        <source>That diver is already equipped.</source>
        <translation>Esse mergulhador já está equipado.</translation>
    </message>
    <message>
        <source>The dig zone of level {level} has no free space.</source>
        <translation>A zona de escavação do nível {level} não tem espaço livre.</translation>
    </message>
    <message>
        <source>That dig zone holds no such resource.</source>
        <translation>Essa zona de escavação não tem esse recurso.</translation>
    </message>
    <message>
        <source>The emporium&apos;s {colour} column is full.</source>
        <translation>A coluna {colour} do empório está cheia.</translation>
    </message>
    <message>
        <source>The emporium has no {colour}.</source>
        <translation>O empório não tem {colour}.</translation>
    </message>
    <message>
        <source>Only the top row gives prestige.</source>
        <translation>Só a linha de cima dá prestígio.</translation>
    </message>
    <message>
        <source>The contract deck is empty.</source>
        <translation>O baralho de contratos está vazio.</translation>
    </message>
    <message>
        <source>That technician is improved three times already.</source>
        <translation>Esse técnico já foi melhorado três vezes.</translation>
    </message>
    <message>
        <source>The token gives one of its two colours, and only a resource token gives one.</source>
        <translation>O marcador dá uma de suas duas cores, e só um marcador de recurso dá uma.</translation>
    </message>
    <message>
        <source>Say which diver the token equips (only an equip token does).</source>
        <translation>Diga qual mergulhador o marcador equipa (só o marcador de equipar faz isso).</translation>
    </message>
    <message>
        <source>Display space {slot} of level {level} is empty.</source>
        <translation>O espaço {slot} do mostruário no nível {level} está vazio.</translation>
    </message>
    <message>
        <source>The spy copies a neighbour&apos;s diver.</source>
        <translation>O espião copia o mergulhador de um vizinho.</translation>
    </message>
    <message>
        <source>A copied spy only draws contracts.</source>
        <translation>Um espião copiado só compra contratos.</translation>
    </message>
    <message>
        <source>Contract {contract} is neither public nor in your hand.</source>
        <translation>O contrato {contract} não é público nem está na sua mão.</translation>
    </message>
    <message>
        <source>A specific combination takes no colour choice.</source>
        <translation>Uma combinação específica não tem escolha de cores.</translation>
    </message>
    <message>
        <source>Choose {count} different colours.</source>
        <translation>Escolha {count} cores diferentes.</translation>
    </message>
    <message>
        <source>The dig zone of level {level} does not hold the contract&apos;s resources.</source>
        <translation>A zona de escavação do nível {level} não tem os recursos do contrato.</translation>
    </message>
    <message>
        <source>No contract is awaited.</source>
        <translation>Nenhum contrato é esperado.</translation>
    </message>
    <message>
        <source>No reward token is awaited.</source>
        <translation>Nenhum marcador de recompensa é esperado.</translation>
    </message>
    <message>
        <source>Contract {contract} is already on the table, in a hand or discarded.</source>
        <translation>O contrato {contract} já está na mesa, numa mão ou descartado.</translation>
    </message>
    <message>
        <source>Set up the game.</source>
        <translation>Prepare a partida.</translation>
    </message>
    <message>
        <source>The game is over. Won by {winners}.</source>
        <translation>O jogo acabou. Vitória de {winners}.</translation>
    </message>
    <message>
        <source>Name the contract that fills public space {space}.</source>
        <translation>Indique o contrato que preenche o espaço público {space}.</translation>
    </message>
    <message>
        <source>Name the contract {player} kept.</source>
        <translation>Indique o contrato que {player} ficou.</translation>
    </message>
    <message>
        <source>Name the reward token drawn for level {level}.</source>
        <translation>Indique o marcador de recompensa sorteado para o nível {level}.</translation>
    </message>
    <message>
        <source>{player}: spend a battery to keep your copied diver at level {level} down, or let it surface.</source>
        <translation>{player}: gaste uma bateria para manter no fundo o seu mergulhador copiado no nível {level}, ou deixe-o subir.</translation>
    </message>
    <message>
        <source>{player}: choose a key.</source>
        <translation>{player}: escolha uma chave.</translation>
    </message>
    <message>
        <source>{player}, phase 1 at level {level} ({diver} there now): the sponsor, batteries, then push.</source>
        <translation>{player}, fase 1 no nível {level} (agora lá: {diver}): o patrocinador, baterias, depois empurre.</translation>
    </message>
    <message>
        <source>{player}, phase 2: the {diver} may act.</source>
        <translation>{player}, fase 2: {diver} pode agir.</translation>
    </message>
    <message>
        <source>{player}, phase 3: a battery may keep the {diver} down; end the turn.</source>
        <translation>{player}, fase 3: uma bateria pode manter {diver} no fundo; encerre o turno.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: {turns} more turns after this one.</source>
        <translation>{step} O fim foi acionado: mais {turns} turnos depois deste.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: one more turn after this one.</source>
        <translation>{step} O fim foi acionado: mais um turno depois deste.</translation>
    </message>
    <message>
        <source>{step} The end is triggered: this is the game&apos;s last turn.</source>
        <translation>{step} O fim foi acionado: este é o último turno da partida.</translation>
    </message>
    <message>
        <source>{points} prestige</source>
        <translation>{points} de prestígio</translation>
    </message>
    <message>
        <source>{count} resources in the dig zones (tie-break)</source>
        <translation>{count} recursos nas zonas de escavação (desempate)</translation>
    </message>
    <message>
        <source>Tied at {prestige} prestige: {players} has more resources in the dig zones.</source>
        <translation>Empate com {prestige} de prestígio: {players} tem mais recursos nas zonas de escavação.</translation>
    </message>
    <message>
        <source>Tied at {prestige} prestige and resources: {players} share the victory.</source>
        <translation>Empate com {prestige} de prestígio e recursos: {players} dividem a vitória.</translation>
    </message>
    <message>
        <source>Sponsor sides</source>
        <translation>Lados dos patrocinadores</translation>
    </message>
    <message>
        <source>The author&apos;s spy variant</source>
        <translation>Variante do autor para o espião</translation>
    </message>
    <message>
        <source>Row {kind} {key}: not a kind of Otys data.</source>
        <translation>Linha {kind} {key}: não é um tipo de dado de Otys.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: cannot be read ({reason}).</source>
        <translation>Linha {kind} {key}: não pode ser lida ({reason}).</translation>
    </message>
    <message>
        <source>Row {kind} {key}: not valid at {field}.</source>
        <translation>Linha {kind} {key}: inválida em {field}.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: it describes {id}.</source>
        <translation>Linha {kind} {key}: descreve {id}.</translation>
    </message>
    <message>
        <source>Row {kind} {key}: the box holds only {limit}.</source>
        <translation>Linha {kind} {key}: a caixa só tem {limit}.</translation>
    </message>
    <message>
        <source>Without its bonus</source>
        <translation>Sem o bônus</translation>
    </message>
    <message>
        <source>surface {0}</source>
        <translation>superfície {0}</translation>
    </message>
    <message>
        <source>Copy {0}&apos;s {1}: {2}</source>
        <translation>Copiar {1} de {0}: {2}</translation>
    </message>
    <message>
        <source>take 1 {0}</source>
        <translation>pegar 1 {0}</translation>
    </message>
    <message>
        <source>a neutral X-key</source>
        <translation>uma chave X neutra</translation>
    </message>
    <message>
        <source>1 credit</source>
        <translation>1 crédito</translation>
    </message>
    <message>
        <source>1 battery</source>
        <translation>1 bateria</translation>
    </message>
    <message>
        <source>take back {0}</source>
        <translation>recuperar {0}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>créditos</translation>
    </message>
    <message>
        <source>prestige</source>
        <translation>prestígio</translation>
    </message>
    <message>
        <source>Sell 1 {0} for {1}</source>
        <translation>Vender 1 {0} por {1}</translation>
    </message>
    <message>
        <source>Buy 1 {0}</source>
        <translation>Comprar 1 {0}</translation>
    </message>
    <message>
        <source>Draw 4 contracts, keep 1</source>
        <translation>Comprar 4 contratos, ficar com 1</translation>
    </message>
    <message>
        <source>Improve the {0}</source>
        <translation>Melhorar o {0}</translation>
    </message>
    <message>
        <source>Reward token {0}: {1}{2}</source>
        <translation>Marcador de recompensa {0}: {1}{2}</translation>
    </message>
    <message>
        <source>equip the {0}</source>
        <translation>equipar {0}</translation>
    </message>
    <message>
        <source>Take back {0}</source>
        <translation>Recuperar {0}</translation>
    </message>
    <message>
        <source>Equip the {0}</source>
        <translation>Equipar {0}</translation>
    </message>
    <message>
        <source>Token {0}: {1}{2}</source>
        <translation>Marcador {0}: {1}{2}</translation>
    </message>
    <message>
        <source>Move 1 {0}: level {1} → level {2}</source>
        <translation>Mover 1 {0}: nível {1} → nível {2}</translation>
    </message>
    <message>
        <source>Fulfil {0} at level {1}</source>
        <translation>Cumprir {0} no nível {1}</translation>
    </message>
    <message>
        <source>{0}: choose a key</source>
        <translation>{0}: escolha uma chave</translation>
    </message>
    <message>
        <source>{0} · phase 1 · level {1}: the {2} is there</source>
        <translation>{0} · fase 1 · nível {1}: lá está {2}</translation>
    </message>
    <message>
        <source>{0} · phase 2: the {1} acts</source>
        <translation>{0} · fase 2: {1} age</translation>
    </message>
    <message>
        <source>Phase 3</source>
        <translation>Fase 3</translation>
    </message>
    <message>
        <source>No action: phase 3</source>
        <translation>Sem ação: fase 3</translation>
    </message>
    <message>
        <source>{0} · phase 3: the {1} surfaces</source>
        <translation>{0} · fase 3: {1} volta à superfície</translation>
    </message>
    <message>
        <source>Battery: keep the {0} down</source>
        <translation>Bateria: manter {0} no fundo</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Encerrar o turno</translation>
    </message>
    <message>
        <source>Last round · {0}</source>
        <translation>Última rodada · {0}</translation>
    </message>
    <message>
        <source>A numbered key pushes the diver at its own level; an X-key goes to any level and turns the sponsors.</source>
        <translation>Uma chave numerada empurra o mergulhador do próprio nível; uma chave X vai para qualquer nível e gira os patrocinadores.</translation>
    </message>
    <message>
        <source>The sponsor of this level helps once, if you like; a battery moves a diver (you have {0}); then the key pushes the diver there.</source>
        <translation>O patrocinador deste nível ajuda uma vez, se quiser; uma bateria move um mergulhador (você tem {0}); depois a chave empurra o mergulhador que está lá.</translation>
    </message>
    <message>
        <source>The {0}&apos;s action is optional.</source>
        <translation>A ação de {0} é opcional.</translation>
    </message>
    <message>
        <source>The {0} surfaces and the divers it passes slide down, unless a battery keeps it where it is.</source>
        <translation>{0} volta à superfície e os mergulhadores ultrapassados descem, a não ser que uma bateria o mantenha onde está.</translation>
    </message>
    <message>
        <source>A contract can be fulfilled now (not an action).</source>
        <translation>Agora um contrato pode ser cumprido (não é uma ação).</translation>
    </message>
    <message>
        <source>{0}: keep the copied diver down?</source>
        <translation>{0}: manter o mergulhador copiado no fundo?</translation>
    </message>
    <message>
        <source>Spend a battery: it stays</source>
        <translation>Gastar uma bateria: ele fica</translation>
    </message>
    <message>
        <source>Let it surface</source>
        <translation>Deixar subir</translation>
    </message>
    <message>
        <source>The table draws a reward token for level {0}</source>
        <translation>A mesa sorteia um marcador de recompensa para o nível {0}</translation>
    </message>
    <message>
        <source>Its front, then its back (↺): {0}</source>
        <translation>A frente, depois o verso (↺): {0}</translation>
    </message>
    <message>
        <source>The table names a contract</source>
        <translation>A mesa indica um contrato</translation>
    </message>
    <message>
        <source>New: {0}</source>
        <translation>Novo: {0}</translation>
    </message>
    <message>
        <source>Key {0} · {1}</source>
        <translation>Chave {0} · {1}</translation>
    </message>
    <message>
        <source>Level {0} · {1} · then sponsor {2}</source>
        <translation>Nível {0} · {1} · depois patrocinador {2}</translation>
    </message>
    <message>
        <source>{0}: at which level? (the sponsors turn one level)</source>
        <translation>{0}: em que nível? (os patrocinadores giram um nível)</translation>
    </message>
    <message>
        <source>Move the {0} to…</source>
        <translation>Mover {0} para…</translation>
    </message>
    <message>
        <source>Battery: move a diver (up to {0})</source>
        <translation>Bateria: mover um mergulhador (até {0})</translation>
    </message>
    <message>
        <source>Which diver does the battery move?</source>
        <translation>Qual mergulhador a bateria move?</translation>
    </message>
    <message>
        <source>Push the {0}: phase 2</source>
        <translation>Empurrar {0}: fase 2</translation>
    </message>
    <message>
        <source>Push and: {0}</source>
        <translation>Empurrar e: {0}</translation>
    </message>
    <message>
        <source>Other choices…</source>
        <translation>Outras escolhas…</translation>
    </message>
    <message>
        <source>Take the resource, the bonus, or only one?</source>
        <translation>Pegar o recurso, o bônus, ou só um?</translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation>Qual?</translation>
    </message>
    <message>
        <source>Reward token {0}: {1}…</source>
        <translation>Marcador de recompensa {0}: {1}…</translation>
    </message>
    <message>
        <source>How do you take its bonus?</source>
        <translation>Como você pega o bônus dele?</translation>
    </message>
    <message>
        <source>Copy {0}&apos;s {1}…</source>
        <translation>Copiar {1} de {0}…</translation>
    </message>
    <message>
        <source>Which different resources go back?</source>
        <translation>Quais recursos diferentes voltam?</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Encontrar…</translation>
    </message>
    <message>
        <source>Sell at the emporium…</source>
        <translation>Vender no empório…</translation>
    </message>
    <message>
        <source>Buy at the emporium…</source>
        <translation>Comprar no empório…</translation>
    </message>
    <message>
        <source>Take a reward token…</source>
        <translation>Pegar um marcador de recompensa…</translation>
    </message>
    <message>
        <source>Improve a technician…</source>
        <translation>Melhorar um técnico…</translation>
    </message>
    <message>
        <source>The app draws: lay them as shown</source>
        <translation>O app sorteia: coloque como mostrado</translation>
    </message>
    <message>
        <source>Enter what the table laid</source>
        <translation>Informar o que a mesa colocou</translation>
    </message>
    <message>
        <source>Draw again</source>
        <translation>Sortear de novo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Cor</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Jogador {0}</translation>
    </message>
    <message>
        <source>List the players clockwise round the table. The first player keeps the first-player token all game (p. 6).</source>
        <translation>Liste os jogadores em sentido horário ao redor da mesa. O primeiro jogador fica com o marcador de primeiro jogador a partida toda (p. 6).</translation>
    </message>
    <message>
        <source>First player (the largest lungs)</source>
        <translation>Primeiro jogador (o maior fôlego)</translation>
    </message>
    <message>
        <source>standard (first games)</source>
        <translation>padrão (primeiras partidas)</translation>
    </message>
    <message>
        <source>random sides</source>
        <translation>lados aleatórios</translation>
    </message>
    <message>
        <source>Diver {0} (top)</source>
        <translation>Mergulhador {0} (em cima)</translation>
    </message>
    <message>
        <source>Diver {0}</source>
        <translation>Mergulhador {0}</translation>
    </message>
    <message>
        <source>Dig zone {0}</source>
        <translation>Zona de escavação {0}</translation>
    </message>
    <message>
        <source>Divers start unequipped, one above the other, top to bottom; one resource of each kind goes on dig zones 2–5, none on zone 1. Each player takes 3 credits and 1 battery (p. 4).</source>
        <translation>Os mergulhadores começam sem equipamento, um abaixo do outro, de cima para baixo; um recurso de cada tipo vai nas zonas de escavação 2–5, nenhum na zona 1. Cada jogador pega 3 créditos e 1 bateria (p. 4).</translation>
    </message>
    <message>
        <source>Colony display: sponsors and reward tokens</source>
        <translation>Mostruário da colônia: patrocinadores e marcadores de recompensa</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avançado</translation>
    </message>
    <message>
        <source>Sponsor</source>
        <translation>Patrocinador</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lado</translation>
    </message>
    <message>
        <source>Reward token 1</source>
        <translation>Marcador de recompensa 1</translation>
    </message>
    <message>
        <source>Reward token 2</source>
        <translation>Marcador de recompensa 2</translation>
    </message>
    <message>
        <source>2 of</source>
        <translation>2 de</translation>
    </message>
    <message>
        <source>1 of</source>
        <translation>1 de</translation>
    </message>
    <message>
        <source>Public contracts (face up)</source>
        <translation>Contratos públicos (virados para cima)</translation>
    </message>
    <message>
        <source>Space {0}</source>
        <translation>Espaço {0}</translation>
    </message>
    <message>
        <source>A contract no table taught yet: choose the shape that matches the card; the library keeps it, marked not checked against your copy.</source>
        <translation>Um contrato que nenhuma mesa ensinou ainda: escolha o formato que corresponde à carta; a biblioteca o guarda, marcado como não conferido com a sua cópia.</translation>
    </message>
    <message>
        <source>Setup checklist</source>
        <translation>Lista de verificação da preparação</translation>
    </message>
    <message>
        <source>New card: {0}</source>
        <translation>Carta nova: {0}</translation>
    </message>
    <message>
        <source>Check the players&apos; names and colours: {0}</source>
        <translation>Verifiquem os nomes e as cores dos jogadores: {0}</translation>
    </message>
    <message>
        <source>Each player: a board, keys 1–5 on its left spaces, the X-key on its space.</source>
        <translation>Cada jogador: um tabuleiro, as chaves 1–5 à esquerda de seus espaços, a chave X no seu espaço.</translation>
    </message>
    <message>
        <source>The mechanic right of the board; the hacker under it, on its start.</source>
        <translation>O mecânico à direita do tabuleiro; o hacker embaixo, na posição inicial.</translation>
    </message>
    <message>
        <source>The 8 divers as listed, unequipped side up; a resource on dig zones 2–5.</source>
        <translation>Os 8 mergulhadores como listados, lado sem equipamento para cima; um recurso nas zonas de escavação 2–5.</translation>
    </message>
    <message>
        <source>3 credits and 1 battery each; score markers on 0 of the colony ranking.</source>
        <translation>3 créditos e 1 bateria cada; marcadores de pontos no 0 da classificação da colônia.</translation>
    </message>
    <message>
        <source>Sponsors on levels 1–5 as listed; 2 reward tokens per level.</source>
        <translation>Patrocinadores nos níveis 1–5 como listados; 2 marcadores de recompensa por nível.</translation>
    </message>
    <message>
        <source>The emporium&apos;s 4 cubes from the top; the neutral X-keys in a pile.</source>
        <translation>Os 4 cubos do empório de cima para baixo; as chaves X neutras numa pilha.</translation>
    </message>
    <message>
        <source>The contract deck face down; {0} public contracts face up.</source>
        <translation>O baralho de contratos virado para baixo; {0} contratos públicos virados para cima.</translation>
    </message>
    <message>
        <source>2 players: one public contract space stays empty.</source>
        <translation>2 jogadores: um espaço de contrato público fica vazio.</translation>
    </message>
    <message>
        <source>New game of Otys: players</source>
        <translation>Nova partida de Otys: jogadores</translation>
    </message>
    <message>
        <source>Research sectors: divers and resources</source>
        <translation>Setores de pesquisa: mergulhadores e recursos</translation>
    </message>
    <message>
        <source>The colony: sponsors, reward tokens, emporium</source>
        <translation>A colônia: patrocinadores, marcadores de recompensa, empório</translation>
    </message>
    <message>
        <source>Public contracts and checklist</source>
        <translation>Contratos públicos e lista de verificação</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>Metal expert</source>
        <translation>Especialista em metais</translation>
    </message>
    <message>
        <source>Plant expert</source>
        <translation>Especialista em plantas</translation>
    </message>
    <message>
        <source>Fuel expert</source>
        <translation>Especialista em combustíveis</translation>
    </message>
    <message>
        <source>Technology expert</source>
        <translation>Especialista em tecnologias</translation>
    </message>
    <message>
        <source>Trader</source>
        <translation>Comerciante</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>Espião</translation>
    </message>
    <message>
        <source>Engineer</source>
        <translation>Engenheiro</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorador</translation>
    </message>
    <message>
        <source>metal</source>
        <translation>metal</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>planta</translation>
    </message>
    <message>
        <source>fuel</source>
        <translation>combustível</translation>
    </message>
    <message>
        <source>technology</source>
        <translation>tecnologia</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>gain 1 credit</source>
        <translation>receba 1 crédito</translation>
    </message>
    <message>
        <source>no credits for trader, spy, engineer, explorer</source>
        <translation>sem créditos para comerciante, espião, engenheiro, explorador</translation>
    </message>
    <message>
        <source>the diver acts twice</source>
        <translation>o mergulhador age duas vezes</translation>
    </message>
    <message>
        <source>use a reward token of this level</source>
        <translation>use um marcador de recompensa deste nível</translation>
    </message>
    <message>
        <source>take back a used key</source>
        <translation>recupere uma chave usada</translation>
    </message>
    <message>
        <source>surface the diver at level 5</source>
        <translation>faça subir o mergulhador do nível 5</translation>
    </message>
    <message>
        <source>2 credits: equip the pushed diver, +1 prestige</source>
        <translation>2 créditos: equipe o mergulhador empurrado, +1 de prestígio</translation>
    </message>
    <message>
        <source>2 credits: equip a surface diver, +1 prestige</source>
        <translation>2 créditos: equipe um mergulhador na superfície, +1 de prestígio</translation>
    </message>
    <message>
        <source>gain 1 battery</source>
        <translation>receba 1 bateria</translation>
    </message>
    <message>
        <source>gain 1 battery, or spend 1 to move a resource</source>
        <translation>receba 1 bateria, ou gaste 1 para mover um recurso</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} ou {1}</translation>
    </message>
    <message>
        <source>draw 4 contracts, keep 1</source>
        <translation>compre 4 contratos, fique com 1</translation>
    </message>
    <message>
        <source>equip a diver</source>
        <translation>equipe um mergulhador</translation>
    </message>
    <message>
        <source>1 prestige</source>
        <translation>1 de prestígio</translation>
    </message>
    <message>
        <source>2 credits</source>
        <translation>2 créditos</translation>
    </message>
    <message>
        <source>your X-key</source>
        <translation>sua chave X</translation>
    </message>
    <message>
        <source>key {0}</source>
        <translation>chave {0}</translation>
    </message>
    <message>
        <source>{tile}S · {effect}</source>
        <translation>{tile}P · {effect}</translation>
    </message>
    <message>
        <source>{tile}A · {effect}</source>
        <translation>{tile}A · {effect}</translation>
    </message>
    <message>
        <source>Sponsor {0} ({1}): {2}</source>
        <translation>Patrocinador {0} ({1}): {2}</translation>
    </message>
    <message>
        <source>{0} · ↺ {1}</source>
        <translation>{0} · ↺ {1}</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contrato</translation>
    </message>
    <message>
        <source>+1 battery</source>
        <translation>+1 bateria</translation>
    </message>
    <message>
        <source>equip</source>
        <translation>equipar</translation>
    </message>
    <message>
        <source>{0} different</source>
        <translation>{0} diferentes</translation>
    </message>
    <message>
        <source>{0} → {1}★</source>
        <translation>{0} → {1}★</translation>
    </message>
    <message>
        <source>+1 credit</source>
        <translation>+1 crédito</translation>
    </message>
    <message>
        <source>level {0}</source>
        <translation>nível {0}</translation>
    </message>
    <message>
        <source>mechanic</source>
        <translation>mecânico</translation>
    </message>
    <message>
        <source>hacker</source>
        <translation>hacker</translation>
    </message>
</context>
<context>
    <name>production</name>
    <message>
        <source>connected cities: {0}; eaten: {1} kelp, {2} biomatter; points lost: {3}</source>
        <translation>cidades conectadas: {0}; consumidos: {1} kelp, {2} biomassa; pontos perdidos: {3}</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>round_summary</name>
    <message>
        <source>New play order:</source>
        <translation>Nova ordem dos jogadores:</translation>
    </message>
    <message>
        <source>{0} did not advance</source>
        <translation>{0} não avançou</translation>
    </message>
    <message>
        <source>{0} advanced 1 space to space {1}</source>
        <translation>{0} avançou 1 espaço até o espaço {1}</translation>
    </message>
    <message>
        <source>{0} advanced {2} spaces to space {1}</source>
        <translation>{0} avançou {2} espaços até o espaço {1}</translation>
    </message>
    <message>
        <source> (gained {0})</source>
        <translation> (ganhou {0})</translation>
    </message>
    <message>
        <source>Federation track:</source>
        <translation>Trilha da federação:</translation>
    </message>
    <message>
        <source>Production follows: the era ends.</source>
        <translation>Segue a produção: a era termina.</translation>
    </message>
    <message>
        <source>Round {0} begins with {1}.</source>
        <translation>A rodada {0} começa com {1}.</translation>
    </message>
    <message>
        <source>Markers back below space 4. {0}</source>
        <translation>Os marcadores voltam para baixo do espaço 4. {0}</translation>
    </message>
</context>
<context>
    <name>slots</name>
    <message>
        <source>Use 1 action card; build 1 structure at usual cost and pay 1 science to upgrade it</source>
        <translation>Use 1 carta de ação; construa 1 estrutura pelo custo usual e pague 1 ciência para melhorá-la</translation>
    </message>
    <message>
        <source>Gain 2 science, or upgrade 1–3 structures at 1 science each</source>
        <translation>Receba 2 ciência, ou melhore 1–3 estruturas por 1 ciência cada</translation>
    </message>
    <message>
        <source>Build 1 tunnel, or advance 1 on the Federation track and gain 2 cards and 1 credit</source>
        <translation>Construa 1 túnel, ou avance 1 na trilha da federação e receba 2 cartas e 1 crédito</translation>
    </message>
    <message>
        <source>Gain 1 science, 1 steelplast, 1 kelp</source>
        <translation>Receba 1 ciência, 1 plastiaço, 1 kelp</translation>
    </message>
    <message>
        <source>Build 2 tunnels</source>
        <translation>Construa 2 túneis</translation>
    </message>
    <message>
        <source>Use 1 action card; take 1 special card</source>
        <translation>Use 1 carta de ação; pegue 1 carta especial</translation>
    </message>
    <message>
        <source>Build 1 city and 1 building</source>
        <translation>Construa 1 cidade e 1 construção</translation>
    </message>
    <message>
        <source>Build 2 farms</source>
        <translation>Construa 2 fazendas</translation>
    </message>
    <message>
        <source>Build 1 tunnel and 1 city</source>
        <translation>Construa 1 túnel e 1 cidade</translation>
    </message>
    <message>
        <source>Gain 2 steelplast and 1 kelp</source>
        <translation>Receba 2 plastiaço e 1 kelp</translation>
    </message>
    <message>
        <source>Build 2 laboratories</source>
        <translation>Construa 2 laboratórios</translation>
    </message>
    <message>
        <source>Advance 2 on the Federation track</source>
        <translation>Avance 2 na trilha da federação</translation>
    </message>
    <message>
        <source>Build 2 desalination plants</source>
        <translation>Construa 2 usinas dessalinizadoras</translation>
    </message>
    <message>
        <source>Build 1 city, or gain 1 kelp</source>
        <translation>Construa 1 cidade, ou receba 1 kelp</translation>
    </message>
    <message>
        <source>Use 1 action card; gain 1 steelplast</source>
        <translation>Use 1 carta de ação; receba 1 plastiaço</translation>
    </message>
    <message>
        <source>Use 1 action card and gain 2 different resources</source>
        <translation>Use 1 carta de ação e receba 2 recursos diferentes</translation>
    </message>
    <message>
        <source>Build 2 farms or 2 laboratories (not one of each)</source>
        <translation>Construa 2 fazendas ou 2 laboratórios (não um de cada)</translation>
    </message>
    <message>
        <source>Build 1 tunnel and use 1 action card</source>
        <translation>Construa 1 túnel e use 1 carta de ação</translation>
    </message>
    <message>
        <source>Take 1 special card</source>
        <translation>Pegue 1 carta especial</translation>
    </message>
    <message>
        <source>Build 1 city</source>
        <translation>Construa 1 cidade</translation>
    </message>
    <message>
        <source>Gain 2 cards, and upgrade 1 structure for 1 science or gain 1 kelp</source>
        <translation>Receba 2 cartas, e melhore 1 estrutura por 1 ciência ou receba 1 kelp</translation>
    </message>
    <message>
        <source>Gain 2 cards and 2 credits</source>
        <translation>Receba 2 cartas e 2 créditos</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>Played {0} · finished {1} · duration {2}</source>
        <translation>Jogada {0} · terminada {1} · duração {2}</translation>
    </message>
    <message>
        <source>{0}{1}. {2}: {3} points (thinking time {4})</source>
        <translation>{0}{1}. {2}: {3} pontos (tempo de reflexão {4})</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Pontos por categoria</translation>
    </message>
    <message>
        <source>Working: {0}</source>
        <translation>Cálculo: {0}</translation>
    </message>
    <message>
        <source>Score sheet — {0} #{1}</source>
        <translation>Folha de pontuação — {0} #{1}</translation>
    </message>
    <message>
        <source>Progression</source>
        <translation>Evolução</translation>
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
        <translation>Usar carta de ação: {0}</translation>
    </message>
    <message>
        <source>Take the top 1/2-credit special card</source>
        <translation>Pegar a carta especial de 1/2 créditos do topo</translation>
    </message>
    <message>
        <source>Dig: look at 3 special cards, keep 1</source>
        <translation>Procurar: ver 3 cartas especiais e ficar com 1</translation>
    </message>
    <message>
        <source>Take a face-up 3-credit special card ({0})…</source>
        <translation>Pegar uma carta especial revelada de 3 créditos ({0})…</translation>
    </message>
    <message>
        <source>Take “{0}” (face-up, 3 credits)</source>
        <translation>Pegar “{0}” (revelada, 3 créditos)</translation>
    </message>
    <message>
        <source>Build and upgrade a {0}</source>
        <translation>Construir e melhorar: {0}</translation>
    </message>
    <message>
        <source>Build a {0}</source>
        <translation>Construir: {0}</translation>
    </message>
    <message>
        <source>no legal site you can pay for</source>
        <translation>nenhum local permitido que você possa pagar</translation>
    </message>
    <message>
        <source>Upgrade a structure (1 science)</source>
        <translation>Melhorar uma estrutura (1 ciência)</translation>
    </message>
    <message>
        <source>nothing to upgrade</source>
        <translation>nada para melhorar</translation>
    </message>
    <message>
        <source>Gain {0}</source>
        <translation>Receber {0}</translation>
    </message>
    <message>
        <source>Gain 1 {0}</source>
        <translation>Receber 1 {0}</translation>
    </message>
    <message>
        <source>Use an action card</source>
        <translation>Usar uma carta de ação</translation>
    </message>
    <message>
        <source>every action card is used this era</source>
        <translation>todas as cartas de ação já foram usadas nesta era</translation>
    </message>
    <message>
        <source>Advance {0} on the Federation track</source>
        <translation>Avançar {0} na trilha da federação</translation>
    </message>
    <message>
        <source>not possible now</source>
        <translation>não é possível agora</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 carta</translation>
    </message>
    <message>
        <source>+1 point</source>
        <translation>+1 ponto</translation>
    </message>
    <message>
        <source>Upgrade a structure</source>
        <translation>Melhorar uma estrutura</translation>
    </message>
    <message>
        <source>Advance 1 on the Federation track</source>
        <translation>Avançar 1 na trilha da federação</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Nothing is built now.</source>
        <translation>Agora nada é construído.</translation>
    </message>
    <message>
        <source>It is {0}&apos;s turn: only {0}&apos;s board takes a build now.</source>
        <translation>É o turno de {0}: agora só se constrói no tabuleiro de {0}.</translation>
    </message>
    <message>
        <source>{0}: choose a build or an upgrade in the turn panel first, then tap one of the highlighted sites.</source>
        <translation>{0}: escolha primeiro uma construção ou uma melhoria no painel do turno, depois toque num dos locais destacados.</translation>
    </message>
    <message>
        <source>{0} is not offered for this build.</source>
        <translation>{0} não está disponível para esta construção.</translation>
    </message>
    <message>
        <source>Undo turn</source>
        <translation>Desfazer o turno</translation>
    </message>
    <message>
        <source>Take back every tap of this turn (with none yet: the previous turn); Redo plays them again one by one</source>
        <translation>Desfaz todas as jogadas deste turno (se ainda não houver: o turno anterior); Refazer as repete uma a uma</translation>
    </message>
</context>
<context>
    <name>teaching</name>
    <message>
        <source>Your turn: choose a key</source>
        <translation>Sua vez: escolha uma chave</translation>
    </message>
    <message>
        <source>Choose one of your keys still on your board ({keys}): it will push the diver at its own level. Used keys go under the board, left to right; when the track reaches your hacker ({back} keys), they all come back.</source>
        <translation>Escolha uma das suas chaves ainda no tabuleiro ({keys}): ela empurrará o mergulhador do próprio nível. As chaves usadas vão para baixo do tabuleiro, da esquerda para a direita; quando a trilha alcança o seu hacker ({back} chaves), todas voltam.</translation>
    </message>
    <message>
        <source>Playing the game (svolgimento della partita)</source>
        <translation>Andamento do jogo (svolgimento della partita)</translation>
    </message>
    <message>
        <source>Phase 1: the sponsor</source>
        <translation>Fase 1: o patrocinador</translation>
    </message>
    <message>
        <source>The key slides in at level {level}, touching the diver there. You may use sponsor {sponsor} on the same level of the colony display, once; you never have to.</source>
        <translation>A chave avança no nível {level}, tocando o mergulhador ali. Você pode usar o patrocinador {sponsor} no mesmo nível do mostruário da colônia, uma vez; nunca é obrigatório.</translation>
    </message>
    <message>
        <source>Phase 1 (Fase 1)</source>
        <translation>Fase 1 (Fase 1)</translation>
    </message>
    <message>
        <source>An X-key goes to any level</source>
        <translation>Uma chave X vai para qualquer nível</translation>
    </message>
    <message>
        <source>An X-key (yours or a neutral one) replaces phase 1&apos;s slide: it goes straight to level {level}, even if that level&apos;s key is used, and the colony display turns: the sponsor of level 5 moves to level 1, the others one level down. It goes under the board at the end like any key.</source>
        <translation>Uma chave X (sua ou neutra) substitui o avanço da fase 1: vai direto ao nível {level}, mesmo que a chave desse nível esteja usada, e o mostruário da colônia gira: o patrocinador do nível 5 vai para o nível 1, os outros descem um nível. No fim vai para baixo do tabuleiro como qualquer chave.</translation>
    </message>
    <message>
        <source>Using an X-key (Utilizzo di un segnalino Chiave X)</source>
        <translation>Usar uma chave X (Utilizzo di un segnalino Chiave X)</translation>
    </message>
    <message>
        <source>Batteries move divers</source>
        <translation>Baterias movem mergulhadores</translation>
    </message>
    <message>
        <source>In phase 1 you may spend a battery to move one of your divers up or down by up to {reach} levels (your mechanic&apos;s value); the others shift to make room. Several batteries may be spent in the same phase.</source>
        <translation>Na fase 1 você pode gastar uma bateria para mover um dos seus mergulhadores para cima ou para baixo até {reach} níveis (o valor do seu mecânico); os outros se deslocam para dar espaço. Pode gastar várias baterias na mesma fase.</translation>
    </message>
    <message>
        <source>Using batteries (Utilizzo dei segnalini Batteria)</source>
        <translation>Usar baterias (Utilizzo dei segnalini Batteria)</translation>
    </message>
    <message>
        <source>Phase 2: the diver acts</source>
        <translation>Fase 2: o mergulhador age</translation>
    </message>
    <message>
        <source>The key moves on and pushes the {diver}: it may act now. Taking a resource or a bonus is always optional.</source>
        <translation>A chave avança e empurra {diver}: ele pode agir agora. Pegar um recurso ou um bônus é sempre opcional.</translation>
    </message>
    <message>
        <source>Phase 2 (Fase 2)</source>
        <translation>Fase 2 (Fase 2)</translation>
    </message>
    <message>
        <source>Phase 3: the diver surfaces</source>
        <translation>Fase 3: o mergulhador sobe</translation>
    </message>
    <message>
        <source>The key turns over and goes under your board. The {diver} you activated surfaces: it becomes the first of the column and every diver it passed slides one level down. A battery spent now keeps it where it is.</source>
        <translation>A chave é virada e vai para baixo do seu tabuleiro. {diver} ativado volta à superfície: vira o primeiro da coluna e cada mergulhador ultrapassado desce um nível. Uma bateria gasta agora o mantém onde está.</translation>
    </message>
    <message>
        <source>Phase 3 (Fase 3)</source>
        <translation>Fase 3 (Fase 3)</translation>
    </message>
    <message>
        <source>A battery spent</source>
        <translation>Uma bateria gasta</translation>
    </message>
    <message>
        <source>A battery moved a diver (phase 1) or kept the activated diver down (phase 3). Batteries come from sponsor 5, the equipped fuel expert, contracts and reward tokens.</source>
        <translation>Uma bateria moveu um mergulhador (fase 1) ou manteve o mergulhador ativado no fundo (fase 3). Baterias vêm do patrocinador 5, do especialista em combustíveis equipado, de contratos e de marcadores de recompensa.</translation>
    </message>
    <message>
        <source>The keys come back</source>
        <translation>As chaves voltam</translation>
    </message>
    <message>
        <source>The key under the board met your hacker: every key of yours comes back to the board, active side up. Neutral X-keys go back to the pile. An engineer moves the hacker left so the keys come back sooner.</source>
        <translation>A chave embaixo do tabuleiro alcançou o seu hacker: todas as suas chaves voltam ao tabuleiro, lado ativo para cima. As chaves X neutras voltam à pilha. Um engenheiro move o hacker para a esquerda para as chaves voltarem mais cedo.</translation>
    </message>
    <message>
        <source>Sponsors</source>
        <translation>Patrocinadores</translation>
    </message>
    <message>
        <source>Each sponsor helps the player whose key reaches its level. Sponsor {sponsor} is on its {side} side; an X-key turns the display so the sponsors change level.</source>
        <translation>Cada patrocinador ajuda quem tem a chave no seu nível. O patrocinador {sponsor} está no lado {side}; uma chave X gira o mostruário e os patrocinadores mudam de nível.</translation>
    </message>
    <message>
        <source>Sponsor tiles (le tessere sponsor)</source>
        <translation>Peças de patrocinador (le tessere sponsor)</translation>
    </message>
    <message>
        <source>An equipped diver</source>
        <translation>Um mergulhador equipado</translation>
    </message>
    <message>
        <source>The {diver} is now on its equipped side: its action is better from now on (the bonus shown in the corner of the unequipped side). Sponsor 4 also gives 1 prestige.</source>
        <translation>{diver} agora está no lado equipado: a ação dele fica melhor daqui em diante (o bônus no canto do lado sem equipamento). O patrocinador 4 também dá 1 de prestígio.</translation>
    </message>
    <message>
        <source>Diver tiles (le tessere sommozzatore)</source>
        <translation>Peças de mergulhador (le tessere sommozzatore)</translation>
    </message>
    <message>
        <source>The emporium</source>
        <translation>O empório</translation>
    </message>
    <message>
        <source>The trader sells a resource from its own dig zone to the highest free space of that resource&apos;s column, for the credits on the left of the row or the prestige on the right (only the top row gives prestige unless the trader is equipped); or buys one at the row&apos;s price.</source>
        <translation>A comerciante vende um recurso da sua zona de escavação para o espaço livre mais alto da coluna desse recurso, pelos créditos à esquerda da linha ou pelo prestígio à direita (só a linha de cima dá prestígio, a não ser que ela esteja equipada); ou compra um pelo preço da linha.</translation>
    </message>
    <message>
        <source>The trader (la commerciante)</source>
        <translation>A comerciante (la commerciante)</translation>
    </message>
    <message>
        <source>The spy</source>
        <translation>O espião</translation>
    </message>
    <message>
        <source>The spy pays 1 credit to draw 4 contracts and keep 1, or to use the diver of a neighbour at the spy&apos;s depth, on your own board (paying that diver&apos;s costs too). Equipped, it costs nothing.</source>
        <translation>O espião paga 1 crédito para comprar 4 contratos e ficar com 1, ou para usar o mergulhador de um vizinho na mesma profundidade, no seu próprio tabuleiro (pagando também os custos dele). Equipado, não custa nada.</translation>
    </message>
    <message>
        <source>The spy (la spia)</source>
        <translation>O espião (la spia)</translation>
    </message>
    <message>
        <source>The engineer</source>
        <translation>O engenheiro</translation>
    </message>
    <message>
        <source>For 1 credit the engineer improves the mechanic (batteries move divers further) or the hacker (keys come back sooner), each at most three times. Equipped, it costs nothing.</source>
        <translation>Por 1 crédito o engenheiro melhora o mecânico (baterias movem mais longe) ou o hacker (chaves voltam mais cedo), cada um no máximo três vezes. Equipado, não custa nada.</translation>
    </message>
    <message>
        <source>The engineer (l&apos;ingegnere)</source>
        <translation>O engenheiro (l&apos;ingegnere)</translation>
    </message>
    <message>
        <source>The explorer</source>
        <translation>O explorador</translation>
    </message>
    <message>
        <source>For 2 credits (1 equipped) the explorer takes one of the two reward tokens of its level: its front bonus now, then its back on your board at that depth, for every contract you fulfil there.</source>
        <translation>Por 2 créditos (1 equipado) o explorador pega um dos dois marcadores de recompensa do seu nível: o bônus da frente agora, depois o verso no seu tabuleiro nessa profundidade, para cada contrato que você cumprir ali.</translation>
    </message>
    <message>
        <source>The explorer (l&apos;esploratore)</source>
        <translation>O explorador (l&apos;esploratore)</translation>
    </message>
    <message>
        <source>A contract can be fulfilled</source>
        <translation>Um contrato pode ser cumprido</translation>
    </message>
    <message>
        <source>The dig zone of level {level} holds what a contract asks. Fulfilling is not an action: do it at any moment of your turn, several in one turn if you can. The resources go back; the others stay.</source>
        <translation>A zona de escavação do nível {level} tem o que um contrato pede. Cumprir não é uma ação: faça a qualquer momento do seu turno, vários num turno se puder. Os recursos voltam; os outros ficam.</translation>
    </message>
    <message>
        <source>Fulfilling a contract (soddisfare un contratto)</source>
        <translation>Cumprir um contrato (soddisfare un contratto)</translation>
    </message>
    <message>
        <source>The end is triggered</source>
        <translation>O fim foi acionado</translation>
    </message>
    <message>
        <source>{player} reached 18 prestige. The round is finished so everyone plays as often: {turns} more turns. Most prestige wins; a tie goes to most resources in the dig zones, then the victory is shared.</source>
        <translation>{player} chegou a 18 de prestígio. A rodada é terminada para todos jogarem o mesmo número de vezes: mais {turns} turnos. Vence quem tem mais prestígio; no empate, mais recursos nas zonas de escavação; senão a vitória é dividida.</translation>
    </message>
    <message>
        <source>End of the game (fine della partita)</source>
        <translation>Fim do jogo (fine della partita)</translation>
    </message>
    <message>
        <source>The game is over: see the final scores.</source>
        <translation>O jogo acabou: veja a pontuação final.</translation>
    </message>
    <message>
        <source>The table names what came up (a contract or a reward token).</source>
        <translation>A mesa indica o que saiu (um contrato ou um marcador de recompensa).</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn, not {player}&apos;s.</source>
        <translation>É a vez de {current}, não de {player}.</translation>
    </message>
    <message>
        <source>{player}: choose a key.</source>
        <translation>{player}: escolha uma chave.</translation>
    </message>
    <message>
        <source>Keys on your board: {keys}. Each goes to its own level.</source>
        <translation>Chaves no seu tabuleiro: {keys}. Cada uma vai para o próprio nível.</translation>
    </message>
    <message>
        <source>X-keys you can play: {count}. They go to any level and turn the sponsors.</source>
        <translation>Chaves X que você pode jogar: {count}. Vão para qualquer nível e giram os patrocinadores.</translation>
    </message>
    <message>
        <source>Keys under the board: {used}; they all come back at {back}.</source>
        <translation>Chaves embaixo do tabuleiro: {used}; com {back} todas voltam.</translation>
    </message>
    <message>
        <source>Phase 1 at level {level}: the {diver} is there now.</source>
        <translation>Fase 1 no nível {level}: agora lá está {diver}.</translation>
    </message>
    <message>
        <source>Sponsor {sponsor} ({side}): optional, once.</source>
        <translation>Patrocinador {sponsor} ({side}): opcional, uma vez.</translation>
    </message>
    <message>
        <source>Batteries: {count}; each moves a diver up to {reach} levels.</source>
        <translation>Baterias: {count}; cada uma move um mergulhador até {reach} níveis.</translation>
    </message>
    <message>
        <source>Pushed now, the {diver} could: {can}.</source>
        <translation>Empurrado agora, {diver} poderia: {can}.</translation>
    </message>
    <message>
        <source>Phase 2: the {diver} may act ({can}), or not.</source>
        <translation>Fase 2: {diver} pode agir ({can}), ou não.</translation>
    </message>
    <message>
        <source>Phase 3: the {diver} surfaces unless a battery holds it (you have {batteries}); then end the turn.</source>
        <translation>Fase 3: {diver} sobe, a não ser que uma bateria o segure (você tem {batteries}); depois encerre o turno.</translation>
    </message>
    <message>
        <source>Contracts: fulfil one whenever one dig zone holds its resources.</source>
        <translation>Contratos: cumpra um sempre que uma zona de escavação tiver os recursos dele.</translation>
    </message>
    <message>
        <source>A contract can be fulfilled now at level {level}.</source>
        <translation>Agora um contrato pode ser cumprido no nível {level}.</translation>
    </message>
    <message>
        <source>Last round: {turns} more turns after this one.</source>
        <translation>Última rodada: mais {turns} turnos depois deste.</translation>
    </message>
    <message>
        <source>Each player: a board, keys 1–5 and the X-key on their spaces, the mechanic and the hacker on their starts.</source>
        <translation>Cada jogador: um tabuleiro, as chaves 1–5 e a chave X nos seus espaços, o mecânico e o hacker na posição inicial.</translation>
    </message>
    <message>
        <source>Lay the 8 divers in a random order, unequipped; one resource of each kind on dig zones 2–5.</source>
        <translation>Coloque os 8 mergulhadores em ordem aleatória, sem equipamento; um recurso de cada tipo nas zonas de escavação 2–5.</translation>
    </message>
    <message>
        <source>Each player takes 3 credits and 1 battery.</source>
        <translation>Cada jogador pega 3 créditos e 1 bateria.</translation>
    </message>
    <message>
        <source>The colony: 2 reward tokens per level, the 5 sponsors in a random order, the emporium&apos;s 4 cubes, the neutral X-keys in a pile.</source>
        <translation>A colônia: 2 marcadores de recompensa por nível, os 5 patrocinadores em ordem aleatória, os 4 cubos do empório, as chaves X neutras numa pilha.</translation>
    </message>
    <message>
        <source>Shuffle the contracts; {count} face up as public contracts.</source>
        <translation>Embaralhe os contratos; {count} virados para cima como contratos públicos.</translation>
    </message>
    <message>
        <source>The player with the largest lungs takes the first-player token and starts; play goes clockwise.</source>
        <translation>Quem tem o maior fôlego pega o marcador de primeiro jogador e começa; joga-se em sentido horário.</translation>
    </message>
    <message>
        <source>metal expert</source>
        <translation>especialista em metais</translation>
    </message>
    <message>
        <source>plant expert</source>
        <translation>especialista em plantas</translation>
    </message>
    <message>
        <source>fuel expert</source>
        <translation>especialista em combustíveis</translation>
    </message>
    <message>
        <source>technology expert</source>
        <translation>especialista em tecnologias</translation>
    </message>
    <message>
        <source>trader</source>
        <translation>comerciante</translation>
    </message>
    <message>
        <source>spy</source>
        <translation>espião</translation>
    </message>
    <message>
        <source>engineer</source>
        <translation>engenheiro</translation>
    </message>
    <message>
        <source>explorer</source>
        <translation>explorador</translation>
    </message>
    <message>
        <source>find a resource</source>
        <translation>encontrar um recurso</translation>
    </message>
    <message>
        <source>sell</source>
        <translation>vender</translation>
    </message>
    <message>
        <source>buy</source>
        <translation>comprar</translation>
    </message>
    <message>
        <source>draw contracts</source>
        <translation>comprar contratos</translation>
    </message>
    <message>
        <source>improve a technician</source>
        <translation>melhorar um técnico</translation>
    </message>
    <message>
        <source>take a reward token</source>
        <translation>pegar um marcador de recompensa</translation>
    </message>
    <message>
        <source>copy a neighbour&apos;s diver</source>
        <translation>copiar o mergulhador de um vizinho</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avançado</translation>
    </message>
    <message>
        <source>Colours differ: the card is lost</source>
        <translation>Cores diferentes: a carta se perde</translation>
    </message>
    <message>
        <source>Your card&apos;s colour is not the slot&apos;s colour, so only the slot&apos;s action happens and the card is discarded without effect. The always-available slot has no colour and never matches. Play a card of the slot&apos;s colour to use both.</source>
        <translation>A cor da sua carta não é a cor do espaço: só a ação do espaço acontece e a carta é descartada sem efeito. O espaço sempre disponível não tem cor e nunca corresponde. Baixe uma carta da cor do espaço para usar os dois.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Um turno</translation>
    </message>
    <message>
        <source>Four action cards: the limit</source>
        <translation>Quatro cartas de ação: o limite</translation>
    </message>
    <message>
        <source>You now hold {held} action cards, the Personal Assistant included: that is the limit of four. If you claim another, you must discard one of your action cards; an unused one discarded this way may be used at once.</source>
        <translation>Agora você tem {held} cartas de ação, contando o assistente pessoal: é o limite de quatro. Se reivindicar outra, precisa descartar uma de suas cartas de ação; uma ainda não usada descartada assim pode ser usada na hora.</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Cartas de ação</translation>
    </message>
    <message>
        <source>A new era: keep {limit} cards</source>
        <translation>Nova era: fique com {limit} cartas</translation>
    </message>
    <message>
        <source>At the end of an era everyone draws 3 cards of the new era, then keeps only {limit} of the whole hand. You hold {hand}: choose which to discard before the next round starts.</source>
        <translation>No fim de uma era todos compram 3 cartas da nova era e ficam só com {limit} de toda a mão. Você tem {hand}: escolha quais descartar antes da próxima rodada.</translation>
    </message>
    <message>
        <source>The end of an era</source>
        <translation>O fim de uma era</translation>
    </message>
    <message>
        <source>An unconnected city</source>
        <translation>Uma cidade não conectada</translation>
    </message>
    <message>
        <source>No chain of tunnels joins this city to your start city yet. Until one does, the city and the buildings next to it produce nothing, eat no kelp and score nothing. Build a tunnel to it to connect it.</source>
        <translation>Nenhuma cadeia de túneis liga ainda esta cidade à sua cidade inicial. Até isso acontecer, a cidade e as construções ao lado não produzem nada, não consomem kelp e não pontuam. Construa um túnel até ela para conectá-la.</translation>
    </message>
    <message>
        <source>Your network</source>
        <translation>Sua rede</translation>
    </message>
    <message>
        <source>A tunnel next to no city</source>
        <translation>Um túnel sem cidade</translation>
    </message>
    <message>
        <source>This tunnel is part of your network, but no city stands at either of its ends. Until a city is built at one end, it produces nothing and does not count among your tunnels adjacent to cities.</source>
        <translation>Este túnel faz parte da sua rede, mas não há cidade em nenhuma de suas pontas. Até uma cidade ser construída numa ponta, ele não produz nada e não conta entre seus túneis vizinhos a cidades.</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produção</translation>
    </message>
    <message>
        <source>Biomatter stood in</source>
        <translation>A biomassa substituiu</translation>
    </message>
    <message>
        <source>This build took {substituted} biomatter in place of kelp or steelplast. Biomatter may replace any kelp or steelplast of a build cost, but never the science of an upgrade or any other payment.</source>
        <translation>Esta construção usou {substituted} biomassa no lugar de kelp ou plastiaço. A biomassa pode substituir qualquer kelp ou plastiaço do custo de uma construção, mas nunca a ciência de uma melhoria nem outro pagamento.</translation>
    </message>
    <message>
        <source>Building costs</source>
        <translation>Custos de construção</translation>
    </message>
    <message>
        <source>Symbiotic domes are limited</source>
        <translation>Os domos simbióticos são limitados</translation>
    </message>
    <message>
        <source>This game has {total} symbiotic (purple) domes for all players together, and {left} are left. When they are gone, nobody can build another symbiotic city.</source>
        <translation>Esta partida tem {total} domos simbióticos (púrpura) para todos os jogadores juntos, e restam {left}. Quando acabarem, ninguém pode construir outra cidade simbiótica.</translation>
    </message>
    <message>
        <source>Frequently overlooked rules</source>
        <translation>Regras frequentemente esquecidas</translation>
    </message>
    <message>
        <source>Play order is not clockwise</source>
        <translation>A ordem dos jogadores não é em sentido horário</translation>
    </message>
    <message>
        <source>Turns follow the play-order track, not the seating. This round the order is: {order}. At the end of every round the Federation track sets the next order.</source>
        <translation>Os turnos seguem a trilha da ordem dos jogadores, não os lugares à mesa. Nesta rodada a ordem é: {order}. Ao fim de cada rodada a trilha da federação define a próxima ordem.</translation>
    </message>
    <message>
        <source>A fifth action card: discard one</source>
        <translation>Uma quinta carta de ação: descarte uma</translation>
    </message>
    <message>
        <source>You may hold at most 4 action cards, the Personal Assistant included. Discard one of them now. If it is one you have not used this era, you may use its action at once.</source>
        <translation>Você pode ter no máximo 4 cartas de ação, contando o assistente pessoal. Descarte uma delas agora. Se ainda não a usou nesta era, pode usar a ação dela na hora.</translation>
    </message>
    <message>
        <source>Biomatter can pay for this</source>
        <translation>A biomassa pode pagar isto</translation>
    </message>
    <message>
        <source>You can afford these builds only with biomatter in place of kelp or steelplast: {kinds}. When you build a structure or a city, biomatter may replace any kelp or steelplast of its cost.</source>
        <translation>Você só pode pagar estas construções usando biomassa no lugar de kelp ou plastiaço: {kinds}. Ao construir uma estrutura ou uma cidade, a biomassa pode substituir qualquer kelp ou plastiaço do custo.</translation>
    </message>
    <message>
        <source>Special cards have no discard pile</source>
        <translation>Cartas especiais não têm monte de descarte</translation>
    </message>
    <message>
        <source>A special card played on a slot of another colour, or whose cost is not paid, is discarded: a 1- or 2-credit special goes under the special-card deck, a 3-credit special leaves the game. This one goes {to}.</source>
        <translation>Uma carta especial baixada num espaço de outra cor, ou cujo custo não é pago, é descartada: uma especial de 1 ou 2 créditos vai para baixo do baralho especial, uma de 3 créditos sai do jogo. Esta vai {to}.</translation>
    </message>
    <message>
        <source>A paid special card is kept</source>
        <translation>Uma carta especial paga fica com você</translation>
    </message>
    <message>
        <source>You paid for a special card with an instant effect: it does not go back to its deck. Keep it under your player board; it counts as a special card played and paid.</source>
        <translation>Você pagou uma carta especial de efeito instantâneo: ela não volta ao baralho. Guarde-a sob seu tabuleiro de jogador; ela conta como carta especial baixada e paga.</translation>
    </message>
    <message>
        <source>Tunnels produce only next to a city</source>
        <translation>Túneis só produzem ao lado de uma cidade</translation>
    </message>
    <message>
        <source>During production a tunnel produces only if a city stands at one of its ends. These tunnels of yours touch no city and will produce nothing: {tunnels}.</source>
        <translation>Na produção um túnel só produz se houver uma cidade numa de suas pontas. Estes seus túneis não tocam cidade nenhuma e não vão produzir nada: {tunnels}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn {number} of 3 · round {round} · era {era}.</source>
        <translation>Turno {number} de 3 de {name} · rodada {round} · era {era}.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn; {name} plays later.</source>
        <translation>É a vez de {current}; {name} joga depois.</translation>
    </message>
    <message>
        <source>Production: the companion runs production, feeding and the end of the era for every player at once.</source>
        <translation>Produção: o assistente calcula a produção, a alimentação e o fim da era de todos os jogadores de uma vez.</translation>
    </message>
    <message>
        <source>A new era: {name} keeps at most {limit} cards (holds {hand}).</source>
        <translation>Nova era: {name} fica com no máximo {limit} cartas (tem {hand}).</translation>
    </message>
    <message>
        <source>The game is over: final scoring.</source>
        <translation>O jogo acabou: pontuação final.</translation>
    </message>
    <message>
        <source>The sun decides who plays</source>
        <translation>O sol decide quem joga</translation>
    </message>
    <message>
        <source>There is no fixed turn order. The sun moves counter-clockwise to the next area (also before the very first turn), and the player whose ship is first in that area&apos;s queue takes the turn. The sun is on area {area}: {player} plays. The third ship in a queue never acts.</source>
        <translation>Não há ordem de turnos fixa. O sol se move no sentido anti-horário para a próxima área (também antes do primeiro turno), e joga quem tem o primeiro navio na fila dessa área. O sol está na área {area}: {player} joga. O terceiro navio de uma fila nunca age.</translation>
    </message>
    <message>
        <source>Sequence of play (SEQUENZA DI GIOCO)</source>
        <translation>Sequência de jogo (SEQUENZA DI GIOCO)</translation>
    </message>
    <message>
        <source>The sun skips empty areas</source>
        <translation>O sol pula áreas vazias</translation>
    </message>
    <message>
        <source>No ship was in area {skipped}, so the sun moved on to the next area with ships: area {area}.</source>
        <translation>Não havia navio na área {skipped}, então o sol seguiu até a próxima área com navios: a área {area}.</translation>
    </message>
    <message>
        <source>Moving is mandatory</source>
        <translation>Mover é obrigatório</translation>
    </message>
    <message>
        <source>Your first ship in area {area} must move to a different area; it can never stay. Only an area with a free ship space will do (three spaces each): {targets}. The ship takes the first free space there, and that target area is where you act.</source>
        <translation>Seu primeiro navio na área {area} precisa ir para outra área; nunca pode ficar. Só serve uma área com espaço de navio livre (três espaços cada): {targets}. O navio ocupa lá o primeiro espaço livre, e é nessa área de destino que você age.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Construir</translation>
    </message>
    <message>
        <source>Built in area {area}: {building}. You needed access to the buildings pictured on the card (your ships in areas that have them, the ship just moved included, or a matching resource card) and the card&apos;s scientists from your personal reserve ({scientists}, placed in the area). No area holds the same building twice, and the building is not yours: anyone may use it. Then you advance on a research track of your choice by the card&apos;s number.</source>
        <translation>Construído na área {area}: {building}. Você precisava de acesso às construções da carta (seus navios em áreas que as têm, inclusive o navio que acabou de mover, ou uma carta de recurso correspondente) e dos cientistas da carta da sua reserva pessoal ({scientists}, colocados na área). Nenhuma área tem a mesma construção duas vezes, e a construção não é sua: todos podem usá-la. Depois você avança numa trilha de pesquisa à sua escolha pelo número da carta.</translation>
    </message>
    <message>
        <source>Building (RIQUADRO B: COME COSTRUIRE UN EDIFICIO)</source>
        <translation>Construir (RIQUADRO B: COME COSTRUIRE UN EDIFICIO)</translation>
    </message>
    <message>
        <source>Building a ship</source>
        <translation>Construir um navio</translation>
    </message>
    <message>
        <source>A shipyard in the target area builds a ship from your Available Resources. It goes in the last space of the queue in the sun&apos;s area (area {area}) and cannot act this turn. You take no shipyard card: every other player, from the one on your right, takes one of their choice; if too few are left, nobody takes one and the rest go back in the box.</source>
        <translation>Um estaleiro na área de destino constrói um navio dos seus Recursos Disponíveis. Ele vai para o último espaço da fila na área do sol (área {area}) e não age neste turno. Você não pega carta de estaleiro: cada outro jogador, a partir do que está à sua direita, pega uma à escolha; se houver poucas, ninguém pega e o resto volta para a caixa.</translation>
    </message>
    <message>
        <source>Build a ship (COSTRUIRE UNA NAVE)</source>
        <translation>Construir um navio (COSTRUIRE UNA NAVE)</translation>
    </message>
    <message>
        <source>Recruiting scientists</source>
        <translation>Recrutar cientistas</translation>
    </message>
    <message>
        <source>A camp in the target area moves scientists from your common reserve to your personal reserve: one for each of your ships and scientists in that area, {wanted} here. If your common reserve runs short, you take what is left ({count}).</source>
        <translation>Um acampamento na área de destino leva cientistas da sua reserva comum para a sua reserva pessoal: um por navio e cientista seu nessa área, aqui {wanted}. Se a reserva comum não bastar, você pega o que resta ({count}).</translation>
    </message>
    <message>
        <source>Recruit scientists (RECLUTARE GLI SCIENZIATI)</source>
        <translation>Recrutar cientistas (RECLUTARE GLI SCIENZIATI)</translation>
    </message>
    <message>
        <source>Research in a research centre</source>
        <translation>Pesquisar num centro de pesquisa</translation>
    </message>
    <message>
        <source>A research centre in the target area lets you advance on its own track only, here {track}: one research point for each of your ships and scientists in that area ({points}).</source>
        <translation>Um centro de pesquisa na área de destino deixa você avançar só na trilha dele, aqui {track}: um ponto de pesquisa por navio e cientista seu nessa área ({points}).</translation>
    </message>
    <message>
        <source>Advance on a research track (AVANZARE SU UN TRACCIATO RICERCA)</source>
        <translation>Avançar numa trilha de pesquisa (AVANZARE SU UN TRACCIATO RICERCA)</translation>
    </message>
    <message>
        <source>No action this turn</source>
        <translation>Nenhuma ação neste turno</translation>
    </message>
    <message>
        <source>You ended the turn without an action. That is allowed (though rarely wise), but the move was still mandatory.</source>
        <translation>Você encerrou o turno sem ação. É permitido (embora raramente sábio), mas mover continuava obrigatório.</translation>
    </message>
    <message>
        <source>Do nothing (NON FARE NIENTE)</source>
        <translation>Não fazer nada (NON FARE NIENTE)</translation>
    </message>
    <message>
        <source>One card per turn</source>
        <translation>Uma carta por turno</translation>
    </message>
    <message>
        <source>Once your ship has arrived you may play exactly one shipyard or resource card, at any moment of the turn. A resource card discarded for access to a building is that card.</source>
        <translation>Quando seu navio chega, você pode jogar exatamente uma carta de estaleiro ou de recurso, a qualquer momento do turno. Uma carta de recurso descartada para ter acesso a uma construção é essa carta.</translation>
    </message>
    <message>
        <source>Shipyard cards</source>
        <translation>Cartas de estaleiro</translation>
    </message>
    <message>
        <source>You took a shipyard card: {kind}. Icebreaker: your second ship acts right after the first; Place a scientist: one from your personal reserve into the target area; +2 scientists: two from your common reserve to your personal reserve; Quick research: advance 3 spaces on a track of your choice. One card per turn.</source>
        <translation>Você pegou uma carta de estaleiro: {kind}. Quebra-gelo: seu segundo navio age logo após o primeiro; Colocar um cientista: um da sua reserva pessoal na área de destino; +2 cientistas: dois da reserva comum para a pessoal; Pesquisa rápida: avance 3 espaços numa trilha à sua escolha. Uma carta por turno.</translation>
    </message>
    <message>
        <source>Shipyard cards (EFFETTI CARTE CANTIERE NAVALE)</source>
        <translation>Cartas de estaleiro (EFFETTI CARTE CANTIERE NAVALE)</translation>
    </message>
    <message>
        <source>The Icebreaker</source>
        <translation>O Quebra-gelo</translation>
    </message>
    <message>
        <source>The Icebreaker lies on area {area}, where the second ship is yours. When the sun reaches that area, your ship takes a turn right after the first ship&apos;s; then the card is discarded. If the first and second ships are both yours and you play a card in the first turn, you play none in the second.</source>
        <translation>O Quebra-gelo está na área {area}, onde o segundo navio é seu. Quando o sol chega a essa área, seu navio joga logo depois do turno do primeiro; depois a carta é descartada. Se o primeiro e o segundo navios forem seus e você jogar uma carta no primeiro turno, não joga nenhuma no segundo.</translation>
    </message>
    <message>
        <source>A second turn in the same area</source>
        <translation>Um segundo turno na mesma área</translation>
    </message>
    <message>
        <source>Thanks to the Icebreaker, {player}&apos;s ship takes a turn in area {area} after the first ship. Whoever played a card in the first turn with both ships plays none now. The third ship never acts, even when it has become second.</source>
        <translation>Graças ao Quebra-gelo, o navio de {player} joga um turno na área {area} depois do primeiro navio. Quem jogou uma carta no primeiro turno com os dois navios não joga nenhuma agora. O terceiro navio nunca age, mesmo que tenha passado a segundo.</translation>
    </message>
    <message>
        <source>Discard for a scientist</source>
        <translation>Descartar por um cientista</translation>
    </message>
    <message>
        <source>Once per turn you may move one cube or ship from your Available Resources (or a ship from the board) to Discarded Resources, and take one scientist from your common reserve into your personal reserve (even if none is left there). Never a cube from the board, and be careful with ships: without them you can do nothing.</source>
        <translation>Uma vez por turno você pode levar um cubo ou navio dos seus Recursos Disponíveis (ou um navio do tabuleiro) para os Recursos Descartados e passar um cientista da reserva comum para a reserva pessoal (mesmo sem nenhum lá). Nunca um cubo do tabuleiro, e cuidado com os navios: sem eles você não pode fazer nada.</translation>
    </message>
    <message>
        <source>Research tracks</source>
        <translation>Trilhas de pesquisa</translation>
    </message>
    <message>
        <source>Your first advance on the {track} track put a cube from your Available Resources on its first space (with none left, the points are lost). Only free spaces count: occupied ones are jumped. Points cannot be split between tracks; points past the end are lost, and whoever reaches the end first stays first.</source>
        <translation>Seu primeiro avanço na trilha {track} pôs um cubo dos seus Recursos Disponíveis no primeiro espaço (sem cubos, os pontos se perdem). Só espaços livres contam: os ocupados são pulados. Pontos não se dividem entre trilhas; pontos além do fim se perdem, e quem chega primeiro ao fim continua primeiro.</translation>
    </message>
    <message>
        <source>Research tracks (RIQUADRO A: COME AVANZARE SUI TRACCIATI RICERCA)</source>
        <translation>Trilhas de pesquisa (RIQUADRO A: COME AVANZARE SUI TRACCIATI RICERCA)</translation>
    </message>
    <message>
        <source>Only free spaces count</source>
        <translation>Só espaços livres contam</translation>
    </message>
    <message>
        <source>Your cube jumped over occupied spaces on the {track} track ({jumped}): every research point takes you to the next free space.</source>
        <translation>Seu cubo pulou espaços ocupados na trilha {track} ({jumped}): cada ponto de pesquisa leva você ao próximo espaço livre.</translation>
    </message>
    <message>
        <source>A red space</source>
        <translation>Um espaço vermelho</translation>
    </message>
    <message>
        <source>Your cube moved onto or past a red space: {effect}. Only the player who moves resolves a red space, and it triggers every time someone moves onto or past it.</source>
        <translation>Seu cubo chegou a um espaço vermelho ou passou por ele: {effect}. Só quem se move resolve um espaço vermelho, e ele vale toda vez que alguém chega nele ou passa por ele.</translation>
    </message>
    <message>
        <source>A blue space</source>
        <translation>Um espaço azul</translation>
    </message>
    <message>
        <source>{player} reached a blue space: {effect}. Every player does it, counter-clockwise starting with {player}, each completely before the next. A blue space acts only once per game.</source>
        <translation>{player} chegou a um espaço azul: {effect}. Todos o fazem, no sentido anti-horário a partir de {player}, cada um por completo antes do próximo. Um espaço azul vale só uma vez por partida.</translation>
    </message>
    <message>
        <source>The end is near</source>
        <translation>O fim está próximo</translation>
    </message>
    <message>
        <source>The game ends right after the turn in which a player places their last scientist (none left in the personal or common reserve) or the last building card is taken. Building cards left: {cards}; fewest scientists off the board: {fewest}. Research actions of that last turn still resolve; a pending Icebreaker turn is lost.</source>
        <translation>O jogo termina logo após o turno em que um jogador coloca seu último cientista (nenhum na reserva pessoal nem na reserva comum) ou a última carta de construção é pega. Cartas de construção restantes: {cards}; menos cientistas fora do tabuleiro: {fewest}. Ações de pesquisa desse último turno ainda se resolvem; um turno de Quebra-gelo pendente se perde.</translation>
    </message>
    <message>
        <source>End of the game (FINE DEL GIOCO)</source>
        <translation>Fim do jogo (FINE DEL GIOCO)</translation>
    </message>
    <message>
        <source>Scientists win the areas</source>
        <translation>Cientistas ganham as áreas</translation>
    </message>
    <message>
        <source>Your scientists in area {area} count at the end. In each area the player with the most scientists scores the buildings plus all scientists there plus 1; the next player scores the first player&apos;s scientists there, and so on. Ties share a rank; without a scientist in an area you score nothing there.</source>
        <translation>Seus cientistas na área {area} contam no fim. Em cada área quem tem mais cientistas marca as construções mais todos os cientistas dali mais 1; o seguinte marca os cientistas do primeiro ali, e assim por diante. Empates dividem a posição; sem cientista numa área você não marca nada ali.</translation>
    </message>
    <message>
        <source>Area scoring (CONTEGGIO DELLE AREE)</source>
        <translation>Pontuação das áreas (CONTEGGIO DELLE AREE)</translation>
    </message>
    <message>
        <source>Tracks score for the furthest</source>
        <translation>As trilhas premiam quem está mais à frente</translation>
    </message>
    <message>
        <source>Each cube on the {track} track is worth {value} points at the end. The cube furthest along scores the value of all cubes on the track; the next one the value of the first one&apos;s cube, and so on. Without a cube on a track you score nothing there.</source>
        <translation>Cada cubo na trilha {track} vale {value} pontos no fim. O cubo mais à frente marca o valor de todos os cubos da trilha; o seguinte, o valor do cubo do primeiro, e assim por diante. Sem cubo numa trilha você não marca nada ali.</translation>
    </message>
    <message>
        <source>Research track scoring (CONTEGGIO DEI TRACCIATI RICERCA)</source>
        <translation>Pontuação das trilhas de pesquisa (CONTEGGIO DEI TRACCIATI RICERCA)</translation>
    </message>
    <message>
        <source>Cards with an asterisk</source>
        <translation>Cartas com asterisco</translation>
    </message>
    <message>
        <source>This building card has an asterisk. At the end, whoever holds the most such cards scores all of them, counted before every player; the next player scores the first one&apos;s number, and so on. Without a building card you score nothing here.</source>
        <translation>Esta carta de construção tem asterisco. No fim, quem tiver mais dessas cartas marca o total delas diante de todos os jogadores; o seguinte marca o número do primeiro, e assim por diante. Sem carta de construção você não marca nada aqui.</translation>
    </message>
    <message>
        <source>Building card scoring (CONTEGGIO DELLE CARTE EDIFICIO)</source>
        <translation>Pontuação das cartas de construção (CONTEGGIO DELLE CARTE EDIFICIO)</translation>
    </message>
    <message>
        <source>Discarded resources score</source>
        <translation>Recursos descartados pontuam</translation>
    </message>
    <message>
        <source>At the end, whoever has discarded the most resources scores the sum of all discarded resources; the next player scores the first one&apos;s number, and so on. Without a discarded resource you score nothing here.</source>
        <translation>No fim, quem descartou mais recursos marca a soma de todos os recursos descartados; o seguinte marca o número do primeiro, e assim por diante. Sem recurso descartado você não marca nada aqui.</translation>
    </message>
    <message>
        <source>Resource scoring (CONTEGGIO DELLE RISORSE)</source>
        <translation>Pontuação dos recursos (CONTEGGIO DELLE RISORSE)</translation>
    </message>
    <message>
        <source>{player}&apos;s turn: the sun is on area {area}, where {player}&apos;s ship is first.</source>
        <translation>Vez de {player}: o sol está na área {area}, onde o navio de {player} é o primeiro.</translation>
    </message>
    <message>
        <source>{player}&apos;s Icebreaker turn: the second ship in area {area} acts.</source>
        <translation>Turno de Quebra-gelo de {player}: age o segundo navio na área {area}.</translation>
    </message>
    <message>
        <source>It is {current}&apos;s turn; {player} waits for the sun.</source>
        <translation>É a vez de {current}; {player} espera o sol.</translation>
    </message>
    <message>
        <source>The table turns up the next {deck} building card and names it.</source>
        <translation>A mesa revela a próxima carta de construção ({deck}) e a informa.</translation>
    </message>
    <message>
        <source>{player} resolves: {effect}.</source>
        <translation>{player} resolve: {effect}.</translation>
    </message>
    <message>
        <source>{current} resolves {effect} first.</source>
        <translation>Primeiro {current} resolve: {effect}.</translation>
    </message>
    <message>
        <source>Move the ship (mandatory) to a different area with a free ship space:</source>
        <translation>Mova o navio (obrigatório) para outra área com espaço de navio livre:</translation>
    </message>
    <message>
        <source>Area {area} · free ship spaces: {room} · {buildings}</source>
        <translation>Área {area} · espaços de navio livres: {room} · {buildings}</translation>
    </message>
    <message>
        <source>The ship arrived in area {area}, the target area.</source>
        <translation>O navio chegou à área {area}, a área de destino.</translation>
    </message>
    <message>
        <source>One action in area {area}, or none:</source>
        <translation>Uma ação na área {area}, ou nenhuma:</translation>
    </message>
    <message>
        <source>Build {building}: scientists {scientists}, research {research}.</source>
        <translation>Construir {building}: cientistas {scientists}, pesquisa {research}.</translation>
    </message>
    <message>
        <source>Build a ship: it goes last in area {area} and cannot act this turn.</source>
        <translation>Construir um navio: ele vai para o fim da área {area} e não age neste turno.</translation>
    </message>
    <message>
        <source>Recruit from your common reserve: {count} (your ships and scientists there).</source>
        <translation>Recrutar da reserva comum: {count} (seus navios e cientistas ali).</translation>
    </message>
    <message>
        <source>Research on the {track} track: {points} (your ships and scientists there).</source>
        <translation>Pesquisar na trilha {track}: {points} (seus navios e cientistas ali).</translation>
    </message>
    <message>
        <source>Or do nothing (the move still counts).</source>
        <translation>Ou não fazer nada (o movimento vale mesmo assim).</translation>
    </message>
    <message>
        <source>Action taken: {action}.</source>
        <translation>Ação feita: {action}.</translation>
    </message>
    <message>
        <source>One card this turn, if you like:</source>
        <translation>Uma carta neste turno, se quiser:</translation>
    </message>
    <message>
        <source>{kind}</source>
        <translation>{kind}</translation>
    </message>
    <message>
        <source>Card played: no other card this turn.</source>
        <translation>Carta jogada: nenhuma outra neste turno.</translation>
    </message>
    <message>
        <source>No card this turn: you played one in your first turn.</source>
        <translation>Nenhuma carta neste turno: você jogou uma no primeiro turno.</translation>
    </message>
    <message>
        <source>Once this turn: discard a cube or a ship for one scientist.</source>
        <translation>Uma vez neste turno: descarte um cubo ou um navio por um cientista.</translation>
    </message>
    <message>
        <source>Discard done for this turn.</source>
        <translation>Descarte feito neste turno.</translation>
    </message>
    <message>
        <source>Then end the turn.</source>
        <translation>Depois encerre o turno.</translation>
    </message>
    <message>
        <source>The board in the middle of the table.</source>
        <translation>O tabuleiro no centro da mesa.</translation>
    </message>
    <message>
        <source>The board in the middle; with 2 players the top and bottom areas ({closed}) are closed.</source>
        <translation>O tabuleiro no centro; com 2 jogadores as áreas de cima e de baixo ({closed}) ficam fechadas.</translation>
    </message>
    <message>
        <source>One starting building at random on each open area: {buildings}.</source>
        <translation>Uma construção inicial ao acaso em cada área aberta: {buildings}.</translation>
    </message>
    <message>
        <source>Building decks by player count, shuffled; shipyard cards beside the board; each player 1 basic resource card, and {players} expertise cards as the resource deck.</source>
        <translation>Pilhas de construção conforme o número de jogadores, embaralhadas; cartas de estaleiro ao lado do tabuleiro; cada um 1 carta de recurso básica, e {players} cartas de especialização como pilha de recursos.</translation>
    </message>
    <message>
        <source>Each player: {personal} scientists in the personal reserve, {common} in the common reserve; {ships} ships and {cubes} cubes in Available Resources; 1 cube on the victory-point track.</source>
        <translation>Cada um: {personal} cientistas na reserva pessoal, {common} na reserva comum; {ships} navios e {cubes} cubos nos Recursos Disponíveis; 1 cubo na trilha de pontos de vitória.</translation>
    </message>
    <message>
        <source>Ships on the board: {board_ships} each, placed in the order {order}.</source>
        <translation>Navios no tabuleiro: {board_ships} cada, colocados na ordem {order}.</translation>
    </message>
    <message>
        <source>Research tracks not used: {tracks}.</source>
        <translation>Trilhas de pesquisa não usadas: {tracks}.</translation>
    </message>
    <message>
        <source>With 2 players, player B puts a cube on the first space of a research track of their choice.</source>
        <translation>Com 2 jogadores, o jogador B põe um cubo no primeiro espaço de uma trilha de pesquisa à sua escolha.</translation>
    </message>
    <message>
        <source>The sun on the bottom-left area (1): it moves before the first turn.</source>
        <translation>O sol na área de baixo à esquerda (1): ele se move antes do primeiro turno.</translation>
    </message>
    <message>
        <source>build</source>
        <translation>construir</translation>
    </message>
    <message>
        <source>build a ship</source>
        <translation>construir um navio</translation>
    </message>
    <message>
        <source>recruit</source>
        <translation>recrutar</translation>
    </message>
    <message>
        <source>research</source>
        <translation>pesquisar</translation>
    </message>
    <message>
        <source>a cube</source>
        <translation>um cubo</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>um navio</translation>
    </message>
    <message>
        <source>a ship from the board</source>
        <translation>um navio do tabuleiro</translation>
    </message>
    <message>
        <source>camp</source>
        <translation>acampamento</translation>
    </message>
    <message>
        <source>shipyard</source>
        <translation>estaleiro</translation>
    </message>
    <message>
        <source>crane</source>
        <translation>guindaste</translation>
    </message>
    <message>
        <source>rig tower</source>
        <translation>torre de manobra</translation>
    </message>
    <message>
        <source>drill</source>
        <translation>perfuratriz</translation>
    </message>
    <message>
        <source>wind turbine</source>
        <translation>turbina eólica</translation>
    </message>
    <message>
        <source>lab</source>
        <translation>laboratório</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>fábrica</translation>
    </message>
    <message>
        <source>inland research centre</source>
        <translation>centro de pesquisa interior</translation>
    </message>
    <message>
        <source>coastal research centre</source>
        <translation>centro de pesquisa costeiro</translation>
    </message>
    <message>
        <source>naval research centre</source>
        <translation>centro de pesquisa naval</translation>
    </message>
    <message>
        <source>headquarters</source>
        <translation>quartel-general</translation>
    </message>
    <message>
        <source>plankton collection</source>
        <translation>coleta de plâncton</translation>
    </message>
    <message>
        <source>satellite dish</source>
        <translation>antena parabólica</translation>
    </message>
    <message>
        <source>Inland</source>
        <translation>Interior</translation>
    </message>
    <message>
        <source>Coastal</source>
        <translation>Costeiro</translation>
    </message>
    <message>
        <source>Naval</source>
        <translation>Naval</translation>
    </message>
    <message>
        <source>Three-player</source>
        <translation>Três jogadores</translation>
    </message>
    <message>
        <source>Four-player</source>
        <translation>Quatro jogadores</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Duplo</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avançado</translation>
    </message>
    <message>
        <source>Icebreaker</source>
        <translation>Quebra-gelo</translation>
    </message>
    <message>
        <source>Place a scientist</source>
        <translation>Colocar um cientista</translation>
    </message>
    <message>
        <source>+2 scientists</source>
        <translation>+2 cientistas</translation>
    </message>
    <message>
        <source>Quick research</source>
        <translation>Pesquisa rápida</translation>
    </message>
    <message>
        <source>move a ship</source>
        <translation>mover um navio</translation>
    </message>
    <message>
        <source>shipyard draft</source>
        <translation>escolha de cartas de estaleiro</translation>
    </message>
    <message>
        <source>advance three</source>
        <translation>avançar três</translation>
    </message>
    <message>
        <source>one scientist</source>
        <translation>um cientista</translation>
    </message>
    <message>
        <source>ship to the sun</source>
        <translation>navio para o sol</translation>
    </message>
    <message>
        <source>resource expertise card</source>
        <translation>carta de especialização de recurso</translation>
    </message>
    <message>
        <source>basic resource card</source>
        <translation>carta de recurso básica</translation>
    </message>
    <message>
        <source>take a shipyard card</source>
        <translation>pegar uma carta de estaleiro</translation>
    </message>
    <message>
        <source>Last round: one more turn after this one.</source>
        <translation>Última rodada: mais um turno depois deste.</translation>
    </message>
    <message>
        <source>Last round: this is the game&apos;s last turn.</source>
        <translation>Última rodada: este é o último turno da partida.</translation>
    </message>
    <message>
        <source>First discard down to {limit} cards (you hold {hand}): the hand limit is checked at the start of your turn.</source>
        <translation>Primeiro descarte até {limit} cartas (você tem {hand}): o limite de mão é verificado no início do seu turno.</translation>
    </message>
    <message>
        <source>Put your action tile on a slot and play one card with it:</source>
        <translation>Coloque seu marcador de ação num espaço e baixe uma carta junto:</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available.</source>
        <translation>{text} (espaço {colour}): disponível.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available; your {card} card matches, so you use the slot and the card.</source>
        <translation>{text} (espaço {colour}): disponível; sua carta ({card}) corresponde, então você usa o espaço e a carta.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): available; your {card} card does not match and would be discarded.</source>
        <translation>{text} (espaço {colour}): disponível; sua carta ({card}) não corresponde e seria descartada.</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): not available. {reason}</source>
        <translation>{text} (espaço {colour}): indisponível. {reason}</translation>
    </message>
    <message>
        <source>{text} ({colour} slot): occupied, but you may take it with the action-cloning tile for 1 credit.</source>
        <translation>{text} (espaço {colour}): ocupado, mas você pode usá-lo com a peça de ação de clonagem por 1 crédito.</translation>
    </message>
    <message>
        <source>{text} (always available, no colour): any number of tiles may go here; the card you play is discarded.</source>
        <translation>{text} (sempre disponível, sem cor): aqui cabem quantos marcadores forem; a carta baixada é descartada.</translation>
    </message>
    <message>
        <source>Your action tile is on: {text}.</source>
        <translation>Seu marcador de ação está em: {text}.</translation>
    </message>
    <message>
        <source>Colour match: a card of the slot&apos;s colour lets you use both the slot&apos;s action and the card, in either order, each completely. A card of another colour is discarded without effect.</source>
        <translation>Cor correspondente: uma carta da cor do espaço permite usar a ação do espaço e a carta, em qualquer ordem, cada uma por completo. Uma carta de outra cor é descartada sem efeito.</translation>
    </message>
    <message>
        <source>Your card is {colour}: on a {colour} slot you use both the slot and the card; anywhere else the card is discarded without effect.</source>
        <translation>A cor da sua carta: {colour}. Num espaço {colour} você usa o espaço e a carta; em qualquer outro a carta é descartada sem efeito.</translation>
    </message>
    <message>
        <source>The {colour} card matches the slot: resolve the slot&apos;s action and the card in either order, one completely before the other.</source>
        <translation>A carta ({colour}) corresponde ao espaço: resolva a ação do espaço e a carta em qualquer ordem, uma por completo antes da outra.</translation>
    </message>
    <message>
        <source>The card does not match the slot: only the slot&apos;s action happens, and the card was discarded without effect.</source>
        <translation>A carta não corresponde ao espaço: só a ação do espaço acontece, e a carta foi descartada sem efeito.</translation>
    </message>
    <message>
        <source>You had no card to play: only the slot&apos;s action happens.</source>
        <translation>Você não tinha carta para baixar: só a ação do espaço acontece.</translation>
    </message>
    <message>
        <source>To resolve the card, say its type: instant, permanent, action, production or end-scoring.</source>
        <translation>Para resolver a carta, diga o tipo: instantânea, permanente, ação, produção ou pontuação final.</translation>
    </message>
    <message>
        <source>Instant card: resolve its effect now; then it is discarded.</source>
        <translation>Carta de efeito instantâneo: resolva o efeito agora; depois ela é descartada.</translation>
    </message>
    <message>
        <source>Permanent card: on a colour match you claim it; its effect lasts for the rest of the game, starting this turn.</source>
        <translation>Carta de efeito permanente: se a cor corresponder, você a reivindica; o efeito vale pelo resto do jogo, a partir deste turno.</translation>
    </message>
    <message>
        <source>Action card: on a colour match you claim it. Use it only through a slot or effect that says &apos;use 1 of your action cards&apos;, once per era. You hold {held} of at most 4 action cards.</source>
        <translation>Carta de ação: se a cor corresponder, você a reivindica. Use-a só por um espaço ou efeito que diga “use 1 de suas cartas de ação”, uma vez por era. Você tem {held} de no máximo 4 cartas de ação.</translation>
    </message>
    <message>
        <source>Production card: on a colour match you claim it; it produces in every production phase, counting only connected things.</source>
        <translation>Carta de produção: se a cor corresponder, você a reivindica; ela produz em cada fase de produção, contando só o que está conectado.</translation>
    </message>
    <message>
        <source>End-scoring card: on a colour match you claim it; it scores points in the final scoring.</source>
        <translation>Carta de pontuação final: se a cor corresponder, você a reivindica; ela dá pontos na pontuação final.</translation>
    </message>
    <message>
        <source>Special card: on a colour match its effect happens only if you pay its cost of {cost} (credits). Unmatched or unpaid, a 1- or 2-credit special goes under its deck and a 3-credit special leaves the game; a paid instant special is kept under your player board.</source>
        <translation>Carta especial: se a cor corresponder, o efeito só acontece se você pagar o custo de {cost} (créditos). Sem correspondência ou sem pagamento, uma especial de 1 ou 2 créditos vai para baixo do baralho e uma de 3 créditos sai do jogo; uma especial instantânea paga fica sob seu tabuleiro de jogador.</translation>
    </message>
    <message>
        <source>&apos;Connected&apos; means joined to {name}&apos;s start city by a chain of tunnels. Only connected cities, the buildings next to them and the tunnels next to a city produce, are fed and score.</source>
        <translation>“Conectado” quer dizer ligado à cidade inicial de {name} por uma cadeia de túneis. Só as cidades conectadas, as construções ao lado delas e os túneis ao lado de uma cidade produzem, são alimentados e pontuam.</translation>
    </message>
    <message>
        <source>Connected cities: {connected}. Unconnected cities: {unconnected}. Tunnels next to a city: {tunnels_adjacent}. Connected metropolises: {metropolises}.</source>
        <translation>Cidades conectadas: {connected}. Cidades não conectadas: {unconnected}. Túneis ao lado de uma cidade: {tunnels_adjacent}. Metrópoles conectadas: {metropolises}.</translation>
    </message>
    <message>
        <source>Not connected yet: {cities}. A tunnel to one of them connects it.</source>
        <translation>Ainda não conectadas: {cities}. Um túnel até uma delas a conecta.</translation>
    </message>
    <message>
        <source>Tunnels that touch no city produce nothing: {tunnels}.</source>
        <translation>Túneis que não tocam cidade nenhuma não produzem nada: {tunnels}.</translation>
    </message>
    <message>
        <source>Lay out the main board with its {side} side up.</source>
        <translation>Coloque o tabuleiro principal com o lado para {side} para cima.</translation>
    </message>
    <message>
        <source>Put every score marker on 0 and the era marker on the first space of the era track.</source>
        <translation>Coloque todos os marcadores de pontos no 0 e o marcador de era no primeiro espaço da trilha da era.</translation>
    </message>
    <message>
        <source>Put the supply within reach: {tunnels} tunnel tiles, {white_domes} nonsymbiotic (white) domes, the farm, desalination plant and laboratory tokens and the resources.</source>
        <translation>Deixe o suprimento ao alcance: {tunnels} túneis, {white_domes} domos não simbióticos (brancos), os marcadores de fazenda, usina dessalinizadora e laboratório e os recursos.</translation>
    </message>
    <message>
        <source>Count out {count} symbiotic (purple) domes for {players} players: no more may be built this game.</source>
        <translation>Separe {count} domos simbióticos (púrpura) para {players} jogadores: não se pode construir mais do que isso nesta partida.</translation>
    </message>
    <message>
        <source>Solo: symbiotic (purple) domes are unlimited.</source>
        <translation>Solo: os domos simbióticos (púrpura) são ilimitados.</translation>
    </message>
    <message>
        <source>Shuffle the 3-credit special cards and lay {face_up} face up (only those are in this game); shuffle the 1-or-2-credit special cards into a deck and turn its top card face up.</source>
        <translation>Embaralhe as cartas especiais de 3 créditos e deixe {face_up} abertas (só elas estão nesta partida); embaralhe as cartas especiais de 1 ou 2 créditos num baralho e vire a carta do topo.</translation>
    </message>
    <message>
        <source>Give each player 3 action tiles, a Personal Assistant (an action card already claimed: gain 1 steelplast or 1 credit), a final-scoring card and an info card.</source>
        <translation>Dê a cada jogador 3 marcadores de ação, um assistente pessoal (uma carta de ação já reivindicada: receba 1 plastiaço ou 1 crédito), uma carta de pontuação final e uma carta de informação.</translation>
    </message>
    <message>
        <source>Each player starts with {kelp} kelp, {steelplast} steelplast, {science} science and {credits} credits.</source>
        <translation>Cada jogador começa com {kelp} kelp, {steelplast} plastiaço, {science} ciência e {credits} créditos.</translation>
    </message>
    <message>
        <source>Deal each player a board, standard side (#1–4) up for first games; everyone uses the same side. The start city stands on the bottom-right city site.</source>
        <translation>Dê a cada jogador um tabuleiro, com o lado padrão (#1–4) para cima nas primeiras partidas; todos usam o mesmo lado. A cidade inicial fica no local para cidade do canto inferior direito.</translation>
    </message>
    <message>
        <source>Solo: take a board with its asymmetric (expert) side up. The start city stands on the bottom-right city site.</source>
        <translation>Solo: pegue um tabuleiro com o lado avançado para cima. A cidade inicial fica no local para cidade do canto inferior direito.</translation>
    </message>
    <message>
        <source>Each player gets 1 random brown metropolis tile for the top-left hexagon and 2 random blue ones for the other two metropolis spaces.</source>
        <translation>Cada jogador recebe 1 peça de metrópole marrom aleatória para o hexágono do canto superior esquerdo e 2 azuis aleatórias para os outros dois espaços de metrópole.</translation>
    </message>
    <message>
        <source>The app dealt the metropolis tiles (listed above): give each player their brown tile for the top-left hexagon and their two blue ones for the other two metropolis spaces.</source>
        <translation>O app distribuiu as peças de metrópole (listadas acima): dê a cada jogador sua peça marrom para o hexágono do canto superior esquerdo e suas duas azuis para os outros dois espaços de metrópole.</translation>
    </message>
    <message>
        <source>The app drew the play order for round 1: {order}. Set up the play-order track in that order. Later rounds follow the Federation track, so turns are rarely clockwise.</source>
        <translation>O app sorteou a ordem dos jogadores da rodada 1: {order}. Monte a trilha da ordem dos jogadores nessa ordem. As rodadas seguintes seguem a trilha da federação, então raramente se joga em sentido horário.</translation>
    </message>
    <message>
        <source>Draw a random play order for round 1 and set up the play-order track. Later rounds follow the Federation track, so turns are rarely clockwise.</source>
        <translation>Sorteie a ordem dos jogadores da rodada 1 e monte a trilha da ordem dos jogadores. As rodadas seguintes seguem a trilha da federação, então os turnos raramente vão em sentido horário.</translation>
    </message>
    <message>
        <source>The Federation track starts in reverse play order:</source>
        <translation>A trilha da federação começa na ordem inversa dos jogadores:</translation>
    </message>
    <message>
        <source>1st player: below space 4.</source>
        <translation>1º jogador: abaixo do espaço 4.</translation>
    </message>
    <message>
        <source>2nd player: on space {space}.</source>
        <translation>2º jogador: no espaço {space}.</translation>
    </message>
    <message>
        <source>3rd player: on space {space}, gaining {credits} credit.</source>
        <translation>3º jogador: no espaço {space}, recebe {credits} crédito.</translation>
    </message>
    <message>
        <source>4th player: on space {space}, gaining {credits} credit and {steelplast} steelplast.</source>
        <translation>4º jogador: no espaço {space}, recebe {credits} crédito e {steelplast} plastiaço.</translation>
    </message>
    <message>
        <source>Solo: put three action tiles of an unused colour on the first slot of each colour, clockwise.</source>
        <translation>Solo: coloque três marcadores de ação de uma cor não utilizada no primeiro espaço de cada cor, em sentido horário.</translation>
    </message>
    <message>
        <source>Solo: your marker starts below space 4 of the Federation track.</source>
        <translation>Solo: seu marcador começa abaixo do espaço 4 da trilha da federação.</translation>
    </message>
    <message>
        <source>4 players: put the action-cloning tile beside the main board.</source>
        <translation>4 jogadores: coloque a peça de ação de clonagem ao lado do tabuleiro principal.</translation>
    </message>
    <message>
        <source>Deal each player {draw} Era I cards; each keeps {keep} and discards the rest.</source>
        <translation>Dê a cada jogador {draw} cartas da era I; cada um fica com {keep} e descarta o resto.</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>city</source>
        <translation>cidade</translation>
    </message>
    <message>
        <source>symbiotic city</source>
        <translation>cidade simbiótica</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>fazenda</translation>
    </message>
    <message>
        <source>desalination plant</source>
        <translation>usina dessalinizadora</translation>
    </message>
    <message>
        <source>laboratory</source>
        <translation>laboratório</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>túnel</translation>
    </message>
    <message>
        <source>under the special-card deck</source>
        <translation>para baixo do baralho especial</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fora do jogo</translation>
    </message>
    <message>
        <source>always-available slot</source>
        <translation>espaço de ação sempre disponível</translation>
    </message>
</context>
<context>
    <name>teaching_ui</name>
    <message>
        <source>Hand limit</source>
        <translation>Limite de mão</translation>
    </message>
    <message>
        <source>Action slots</source>
        <translation>Espaços de ação</translation>
    </message>
    <message>
        <source>Colour match</source>
        <translation>Cor correspondente</translation>
    </message>
    <message>
        <source>The played card</source>
        <translation>A carta baixada</translation>
    </message>
    <message>
        <source>Connected or not</source>
        <translation>Conectado ou não</translation>
    </message>
    <message>
        <source>Show the guide</source>
        <translation>Mostrar o guia</translation>
    </message>
    <message>
        <source>Fold the guide away</source>
        <translation>Recolher o guia</translation>
    </message>
    <message>
        <source>Guide for {0}</source>
        <translation>Guia para {0}</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guia</translation>
    </message>
    <message>
        <source>Teaching is off for {0}.</source>
        <translation>O tutorial está desligado para {0}.</translation>
    </message>
    <message>
        <source>Where: {0}</source>
        <translation>Onde: {0}</translation>
    </message>
    <message>
        <source>Often overlooked · {0}</source>
        <translation>Frequentemente esquecida · {0}</translation>
    </message>
    <message>
        <source>Reminder · {0}</source>
        <translation>Lembrete · {0}</translation>
    </message>
    <message>
        <source>New for {0}</source>
        <translation>Novidade para {0}</translation>
    </message>
    <message>
        <source>Tell me more</source>
        <translation>Saiba mais</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendi</translation>
    </message>
    <message>
        <source>Rulebook p. {0} · {1}</source>
        <translation>Manual p. {0} · {1}</translation>
    </message>
    <message>
        <source>Teaching mode: a guide through setup and every turn, and short lessons when a player first meets a rule</source>
        <translation>Modo tutorial: guia na preparação e em cada turno, e lições curtas quando alguém encontra uma regra pela primeira vez</translation>
    </message>
    <message>
        <source>Teach {0}</source>
        <translation>Ensinar {0}</translation>
    </message>
    <message>
        <source>Rulebook · {0}</source>
        <translation>Livro de regras · {0}</translation>
    </message>
</context>
<context>
    <name>tiles</name>
    <message>
        <source>blue tile {0} (not named yet)</source>
        <translation>peça azul {0} (ainda sem nome)</translation>
    </message>
    <message>
        <source>A blue tile the library does not know yet</source>
        <translation>Uma peça azul que a biblioteca ainda não conhece</translation>
    </message>
    <message>
        <source>name as printed</source>
        <translation>nome como impresso</translation>
    </message>
    <message>
        <source>its text, as printed</source>
        <translation>seu texto, como impresso</translation>
    </message>
    <message>
        <source>When connected:</source>
        <translation>Ao conectar:</translation>
    </message>
    <message>
        <source>Each production:</source>
        <translation>Cada produção:</translation>
    </message>
    <message>
        <source>Add this tile</source>
        <translation>Adicionar esta peça</translation>
    </message>
    <message>
        <source>All 11 blue tiles are named already.</source>
        <translation>Todas as 11 peças azuis já têm nome.</translation>
    </message>
    <message>
        <source>“{0}” is in the library already.</source>
        <translation>“{0}” já está na biblioteca.</translation>
    </message>
    <message>
        <source>Added “{0}” to the library.</source>
        <translation>“{0}” adicionada à biblioteca.</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pontos</translation>
    </message>
    <message>
        <source>Face-up 3-credit special cards</source>
        <translation>Cartas especiais reveladas de 3 créditos</translation>
    </message>
    <message>
        <source>name as printed (or leave empty)</source>
        <translation>nome como impresso (ou deixe vazio)</translation>
    </message>
    <message>
        <source>new card: its text, as printed</source>
        <translation>carta nova: seu texto, como impresso</translation>
    </message>
    <message>
        <source>Its printed name:</source>
        <translation>Nome impresso:</translation>
    </message>
    <message>
        <source>its text, if the library lacks it</source>
        <translation>seu texto, se a biblioteca não o tiver</translation>
    </message>
    <message>
        <source>Take this card</source>
        <translation>Pegar esta carta</translation>
    </message>
</context>
<context>
    <name>wizard</name>
    <message>
        <source>teach</source>
        <translation>ensinar</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Lugar {0}</translation>
    </message>
    <message>
        <source>board {0}</source>
        <translation>tabuleiro {0}</translation>
    </message>
    <message>
        <source>Choose a known player</source>
        <translation>Escolher um jogador conhecido</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>credit</source>
        <translation>crédito</translation>
    </message>
    <message>
        <source>credits</source>
        <translation>créditos</translation>
    </message>
    <message>
        <source>kelp</source>
        <translation>kelp</translation>
    </message>
    <message>
        <source>steelplast</source>
        <translation>plastiaço</translation>
    </message>
    <message>
        <source>science</source>
        <translation>ciência</translation>
    </message>
    <message>
        <source>biomatter</source>
        <translation>biomassa</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Créditos</translation>
    </message>
    <message>
        <source>Kelp</source>
        <translation>Kelp</translation>
    </message>
    <message>
        <source>Steelplast</source>
        <translation>Plastiaço</translation>
    </message>
    <message>
        <source>Science</source>
        <translation>Ciência</translation>
    </message>
    <message>
        <source>Biomatter</source>
        <translation>Biomassa</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} cartas</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 ponto</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} pontos</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>cities</source>
        <translation>cidades</translation>
    </message>
    <message>
        <source>symbiotic cities</source>
        <translation>cidades simbióticas</translation>
    </message>
    <message>
        <source>farms</source>
        <translation>fazendas</translation>
    </message>
    <message>
        <source>desalination plants</source>
        <translation>usinas dessalinizadoras</translation>
    </message>
    <message>
        <source>laboratories</source>
        <translation>laboratórios</translation>
    </message>
    <message>
        <source>tunnels</source>
        <translation>túneis</translation>
    </message>
    <message>
        <source>city</source>
        <translation>cidade</translation>
    </message>
    <message>
        <source>symbiotic city</source>
        <translation>cidade simbiótica</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>fazenda</translation>
    </message>
    <message>
        <source>desalination plant</source>
        <translation>usina dessalinizadora</translation>
    </message>
    <message>
        <source>laboratory</source>
        <translation>laboratório</translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation>túnel</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>no colour</source>
        <translation>sem cor</translation>
    </message>
    <message>
        <source>◇ no colour</source>
        <translation>◇ sem cor</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantânea</translation>
    </message>
    <message>
        <source>permanent</source>
        <translation>permanente</translation>
    </message>
    <message>
        <source>action</source>
        <translation>ação</translation>
    </message>
    <message>
        <source>production</source>
        <translation>produção</translation>
    </message>
    <message>
        <source>end-scoring</source>
        <translation>pontuação final</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>tipo desconhecido</translation>
    </message>
    <message>
        <source>Permanent</source>
        <translation>Permanentes</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Produção</translation>
    </message>
    <message>
        <source>End-scoring</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>Instant (paid specials)</source>
        <translation>Instantâneas (especiais pagas)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1º</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2º</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3º</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4º</translation>
    </message>
    <message>
        <source>brown metropolis</source>
        <translation>metrópole marrom</translation>
    </message>
    <message>
        <source>blue metropolis 1</source>
        <translation>metrópole azul 1</translation>
    </message>
    <message>
        <source>blue metropolis 2</source>
        <translation>metrópole azul 2</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>em cima à esquerda</translation>
    </message>
    <message>
        <source>top centre</source>
        <translation>em cima ao centro</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>em cima à direita</translation>
    </message>
    <message>
        <source>top far right</source>
        <translation>em cima na extrema direita</translation>
    </message>
    <message>
        <source>middle left</source>
        <translation>no meio à esquerda</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>no centro</translation>
    </message>
    <message>
        <source>middle right</source>
        <translation>no meio à direita</translation>
    </message>
    <message>
        <source>middle far right</source>
        <translation>no meio na extrema direita</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>em baixo à esquerda</translation>
    </message>
    <message>
        <source>bottom centre</source>
        <translation>em baixo ao centro</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>em baixo à direita</translation>
    </message>
    <message>
        <source>bottom far right</source>
        <translation>em baixo na extrema direita</translation>
    </message>
    <message>
        <source>Personal Assistant</source>
        <translation>Assistente pessoal</translation>
    </message>
    <message>
        <source>unnamed card</source>
        <translation>carta sem nome</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>laranja</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>black</source>
        <translation>preto</translation>
    </message>
    <message>
        <source>white</source>
        <translation>branco</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>padrão</translation>
    </message>
    <message>
        <source>asymmetric</source>
        <translation>avançado</translation>
    </message>
    <message>
        <source>1–2 players</source>
        <translation>1–2 jogadores</translation>
    </message>
    <message>
        <source>3–4 players</source>
        <translation>3–4 jogadores</translation>
    </message>
    <message>
        <source>era</source>
        <translation>era</translation>
    </message>
    <message>
        <source>special</source>
        <translation>especial</translation>
    </message>
    <message>
        <source>Points track</source>
        <translation>Trilha de pontos</translation>
    </message>
    <message>
        <source>Brown metropolis tile</source>
        <translation>Peça da metrópole marrom</translation>
    </message>
    <message>
        <source>End-scoring cards</source>
        <translation>Cartas de pontuação final</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Cidades</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Board side</source>
        <translation>Lado do tabuleiro</translation>
    </message>
    <message>
        <source>Standard side</source>
        <translation>Lado padrão</translation>
    </message>
    <message>
        <source>Asymmetric side</source>
        <translation>Lado avançado</translation>
    </message>
    <message>
        <source>card (no number given)</source>
        <translation>carta (sem número)</translation>
    </message>
    <message>
        <source>brown metropolis “{name}”</source>
        <translation>metrópole marrom “{name}”</translation>
    </message>
    <message>
        <source>two tunnel sites join the same two places ({site})</source>
        <translation>dois locais para túneis ligam os mesmos dois lugares ({site})</translation>
    </message>
    <message>
        <source>{city}: no path of tunnel sites leads there from the start city</source>
        <translation>{city}: nenhum caminho de locais para túneis leva até lá a partir da cidade inicial</translation>
    </message>
    <message>
        <source>{city}: a city site needs exactly one expansion site</source>
        <translation>{city}: um local para cidade precisa de exatamente um local para expansão</translation>
    </message>
    <message>
        <source>{city}: a city site needs at least one building site</source>
        <translation>{city}: um local para cidade precisa de pelo menos um local para construção</translation>
    </message>
    <message>
        <source>the board needs one brown and two blue metropolis spaces</source>
        <translation>o tabuleiro precisa de um espaço para a metrópole marrom e dois para metrópoles azuis</translation>
    </message>
    <message>
        <source>no tunnel site leads to the {metropolis}</source>
        <translation>nenhum local para túneis leva à {metropolis}</translation>
    </message>
    <message>
        <source>the layout does not read: {reason}</source>
        <translation>o layout não pode ser lido: {reason}</translation>
    </message>
    <message>
        <source>there is no site {site} on this board</source>
        <translation>não há o local {site} neste tabuleiro</translation>
    </message>
    <message>
        <source>a city site cannot hold a multiplier ({site})</source>
        <translation>um local para cidade não pode ter multiplicador ({site})</translation>
    </message>
    <message>
        <source>that place is off the board</source>
        <translation>esse lugar fica fora do tabuleiro</translation>
    </message>
    <message>
        <source>there is already a city site there ({city})</source>
        <translation>já há um local para cidade ali ({city})</translation>
    </message>
    <message>
        <source>the start city stays: make another city site the start first</source>
        <translation>a cidade inicial fica: primeiro torne outro local para cidade a cidade inicial</translation>
    </message>
    <message>
        <source>a tunnel site needs a city site at one end at least</source>
        <translation>um local para túneis precisa de um local para cidade em pelo menos uma ponta</translation>
    </message>
    <message>
        <source>blue metropolis “{name}”</source>
        <translation>metrópole azul “{name}”</translation>
    </message>
    <message>
        <source>{effect} connected</source>
        <translation>{effect} conectada</translation>
    </message>
    <message>
        <source>there is no action slot {slot} on the main board</source>
        <translation>não há espaço de ação {slot} no tabuleiro principal</translation>
    </message>
    <message>
        <source>it contradicts the rulebook data ({field}); the rulebook wins</source>
        <translation>contradiz os dados do livro de regras ({field}); vale o livro de regras</translation>
    </message>
    <message>
        <source>site bonus on {site}</source>
        <translation>bônus de construção em {site}</translation>
    </message>
    <message>
        <source>cards of era {era}</source>
        <translation>cartas da era {era}</translation>
    </message>
    <message>
        <source>{kind} on {site}</source>
        <translation>{kind} em {site}</translation>
    </message>
    <message>
        <source>upgraded {kind} on {site}</source>
        <translation>{kind} com melhoria em {site}</translation>
    </message>
    <message>
        <source>2x multiplier on {site}</source>
        <translation>multiplicador 2x em {site}</translation>
    </message>
    <message>
        <source>{city}: {count} upgraded {buildings}</source>
        <translation>{city}: {count} {buildings} com melhoria</translation>
    </message>
    <message>
        <source>symbiotic city on {city}</source>
        <translation>cidade simbiótica em {city}</translation>
    </message>
    <message>
        <source>symbiotic city on {city} (site boost: {points} points instead of 2)</source>
        <translation>cidade simbiótica em {city} (bônus do local: {points} pontos em vez de 2)</translation>
    </message>
    <message>
        <source>{site}, upgraded</source>
        <translation>{site}, com melhoria</translation>
    </message>
    <message>
        <source>{site} (site boost: produces {factor} times)</source>
        <translation>{site} (bônus do local: produz {factor} vezes)</translation>
    </message>
    <message>
        <source>{site}, upgraded (site boost: produces {factor} times)</source>
        <translation>{site}, com melhoria (bônus do local: produz {factor} vezes)</translation>
    </message>
    <message>
        <source>pair bonus of {tunnels}</source>
        <translation>bônus de par de {tunnels}</translation>
    </message>
    <message>
        <source>site boost of {site}: the connected metropolis on {metropolis} scores {points} more points</source>
        <translation>bônus do local {site}: a metrópole conectada em {metropolis} rende {points} pontos a mais</translation>
    </message>
    <message>
        <source>{source}: effect unknown — add it to the card library</source>
        <translation>{source}: efeito desconhecido — adicione-o à biblioteca de cartas</translation>
    </message>
    <message>
        <source>{source}: text unknown — add it to the card library</source>
        <translation>{source}: texto desconhecido — adicione-o à biblioteca de cartas</translation>
    </message>
    <message>
        <source>{source}: say what it produced (or skip it)</source>
        <translation>{source}: diga o que produziu (ou pule)</translation>
    </message>
    <message>
        <source>{source}: say what it scored (or skip it)</source>
        <translation>{source}: diga quanto pontuou (ou pule)</translation>
    </message>
    <message>
        <source>{source}: {gain} (entered by the table)</source>
        <translation>{source}: {gain} (informado pela mesa)</translation>
    </message>
    <message>
        <source>{source}: {points} points (entered by the table)</source>
        <translation>{source}: {points} pontos (informados pela mesa)</translation>
    </message>
    <message>
        <source>{source}: skipped by the table</source>
        <translation>{source}: pulada pela mesa</translation>
    </message>
    <message>
        <source>{source}: {points} points for {paid} (entered by the table)</source>
        <translation>{source}: {points} pontos por {paid} (informados pela mesa)</translation>
    </message>
    <message>
        <source>now: {gain} each production</source>
        <translation>agora: {gain} a cada produção</translation>
    </message>
    <message>
        <source>now: {gain} at final scoring</source>
        <translation>agora: {gain} na pontuação final</translation>
    </message>
    <message>
        <source>now: {gain}</source>
        <translation>agora: {gain}</translation>
    </message>
    <message>
        <source>each time: {gain}</source>
        <translation>cada vez: {gain}</translation>
    </message>
    <message>
        <source>needs {need} {count}: you have {have}</source>
        <translation>precisa de {need} {count}: você tem {have}</translation>
    </message>
    <message>
        <source>hand limit {limit}</source>
        <translation>limite de mão {limit}</translation>
    </message>
    <message>
        <source>the table enters its result when it fires</source>
        <translation>a mesa informa o resultado quando ela ativar</translation>
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
        <translation>{source}: {have} {count} → {times} × ({gain} a cada {per})</translation>
    </message>
    <message>
        <source>{source}: {have} {count} → {times} × ({gain}), at most {cap} times</source>
        <translation>{source}: {have} {count} → {times} × ({gain}), no máximo {cap} vezes</translation>
    </message>
    <message>
        <source>{source}: {have} {count} → {times} × ({gain} per {per}), at most {cap} times</source>
        <translation>{source}: {have} {count} → {times} × ({gain} a cada {per}), no máximo {cap} vezes</translation>
    </message>
    <message>
        <source>{source}: {have} {count} ({steps}) → {points} points</source>
        <translation>{source}: {have} {count} ({steps}) → {points} pontos</translation>
    </message>
    <message>
        <source>{source}: {counts} → {sets} complete sets × {points} points</source>
        <translation>{source}: {counts} → {sets} conjuntos completos × {points} pontos</translation>
    </message>
    <message>
        <source>{source}: {city} has {have} {buildings} → {gain}</source>
        <translation>{source}: {city} tem {have} {buildings} → {gain}</translation>
    </message>
    <message>
        <source>{source}: {city} has {have} upgraded {buildings} → {gain}</source>
        <translation>{source}: {city} tem {have} {buildings} com melhoria → {gain}</translation>
    </message>
    <message>
        <source>{source}: no connected city has {at_least} or more {buildings}</source>
        <translation>{source}: nenhuma cidade conectada tem {at_least} ou mais {buildings}</translation>
    </message>
    <message>
        <source>{source}: no connected city has {at_least} or more upgraded {buildings}</source>
        <translation>{source}: nenhuma cidade conectada tem {at_least} ou mais {buildings} com melhoria</translation>
    </message>
    <message>
        <source>{source}: no producing {kind}, so nothing changes</source>
        <translation>{source}: nenhuma estrutura do tipo {kind} produz, então nada muda</translation>
    </message>
    <message>
        <source>{source}: not used this production</source>
        <translation>{source}: não usado nesta produção</translation>
    </message>
    <message>
        <source>{source}: the {kind} on {site} produces {produces} instead of {instead_of}</source>
        <translation>{source}: {kind} em {site} produz {produces} em vez de {instead_of}</translation>
    </message>
    <message>
        <source>{source}: may one producing {kind} produce {produces} instead of {instead_of}?</source>
        <translation>{source}: uma estrutura do tipo {kind} que produz pode produzir {produces} em vez de {instead_of}?</translation>
    </message>
    <message>
        <source>no {kind} changes its production</source>
        <translation>nenhuma mudança de produção ({kind})</translation>
    </message>
    <message>
        <source>the {kind} on {site} produces {produces} instead of {instead_of}</source>
        <translation>{kind} em {site} produz {produces} em vez de {instead_of}</translation>
    </message>
    <message>
        <source>{city}: not connected, scores nothing</source>
        <translation>{city}: não conectada, não pontua</translation>
    </message>
    <message>
        <source>{city}: building types: {count} ({types}) → {points}</source>
        <translation>{city}: tipos de construção: {count} ({types}) → {points}</translation>
    </message>
    <message>
        <source>{city}: no buildings → {points}</source>
        <translation>{city}: nenhuma construção → {points}</translation>
    </message>
    <message>
        <source>{source}: not connected by both tunnels, scores nothing</source>
        <translation>{source}: não conectada pelos dois túneis, não pontua</translation>
    </message>
    <message>
        <source>spend {paid} on {source}: {points} points ({uses} × {pay} → {each})</source>
        <translation>gastar {paid} em {source}: {points} pontos ({uses} × {pay} → {each})</translation>
    </message>
    <message>
        <source>{source}: nothing spent ({pay} → {each} would not add points here)</source>
        <translation>{source}: nada gasto ({pay} → {each} não acrescentaria pontos aqui)</translation>
    </message>
    <message>
        <source>resources: {left} = {value} → {points} points ({rest} left over)</source>
        <translation>recursos: {left} = {value} → {points} pontos (sobram {rest})</translation>
    </message>
    <message>
        <source>resources: {left} (biomatter = {credits} credits) = {value} → {points} points ({rest} left over)</source>
        <translation>recursos: {left} (biomassa = {credits} créditos) = {value} → {points} pontos (sobram {rest})</translation>
    </message>
    <message>
        <source>main board side (1-2 or 3-4 players)</source>
        <translation>lado do tabuleiro principal (1–2 ou 3–4 jogadores)</translation>
    </message>
    <message>
        <source>player boards: standard or asymmetric side</source>
        <translation>tabuleiros de jogador: lado padrão ou lado avançado</translation>
    </message>
    <message>
        <source>Government Contracts variant</source>
        <translation>variante Contratos governamentais</translation>
    </message>
    <message>
        <source>a tie goes to whoever is earlier in the final play order</source>
        <translation>em caso de empate, vence quem estiver antes na ordem final dos jogadores</translation>
    </message>
    <message>
        <source>{0}: your table&apos;s entry is kept (the pack differs in {1})</source>
        <translation>{0}: a entrada da sua mesa foi mantida (o pacote difere em {1})</translation>
    </message>
    <message>
        <source>{0}: the pack&apos;s checked entry replaced yours, which was not checked ({1})</source>
        <translation>{0}: a entrada conferida do pacote substituiu a sua, que não estava conferida ({1})</translation>
    </message>
    <message>
        <source>{0}: completed from the pack ({1})</source>
        <translation>{0}: completada pelo pacote ({1})</translation>
    </message>
    <message>
        <source>{0}: not taken: {1}</source>
        <translation>{0}: não aceita: {1}</translation>
    </message>
    <message>
        <source>special card (no number given)</source>
        <translation>carta especial (sem número)</translation>
    </message>
    <message>
        <source>resources: none left</source>
        <translation>recursos: nenhum sobrou</translation>
    </message>
    <message>
        <source>end of turn: draw 1</source>
        <translation>fim do turno: compre 1 carta</translation>
    </message>
    <message>
        <source>action-cloning tile</source>
        <translation>peça de ação de clonagem</translation>
    </message>
    <message>
        <source>connected cities</source>
        <translation>cidades conectadas</translation>
    </message>
    <message>
        <source>city, {0}</source>
        <translation>cidade, {0}</translation>
    </message>
    <message>
        <source>tunnel, {0}</source>
        <translation>túnel, {0}</translation>
    </message>
    <message>
        <source>building site {0}, city {1}</source>
        <translation>local para construção {0}, cidade {1}</translation>
    </message>
    <message>
        <source>expansion site, city {0}</source>
        <translation>local para expansão, cidade {0}</translation>
    </message>
    <message>
        <source>connected symbiotic cities</source>
        <translation>cidades simbióticas conectadas</translation>
    </message>
    <message>
        <source>connected farms</source>
        <translation>fazendas conectadas</translation>
    </message>
    <message>
        <source>connected desalination plants</source>
        <translation>usinas dessalinizadoras conectadas</translation>
    </message>
    <message>
        <source>connected laboratories</source>
        <translation>laboratórios conectados</translation>
    </message>
    <message>
        <source>connected buildings</source>
        <translation>construções conectadas</translation>
    </message>
    <message>
        <source>connected upgraded farms</source>
        <translation>fazendas conectadas com melhoria</translation>
    </message>
    <message>
        <source>connected upgraded desalination plants</source>
        <translation>usinas dessalinizadoras conectadas com melhoria</translation>
    </message>
    <message>
        <source>connected upgraded laboratories</source>
        <translation>laboratórios conectados com melhoria</translation>
    </message>
    <message>
        <source>connected upgraded buildings</source>
        <translation>construções conectadas com melhoria</translation>
    </message>
    <message>
        <source>upgraded tunnels</source>
        <translation>túneis com melhoria</translation>
    </message>
    <message>
        <source>tunnels adjacent to cities</source>
        <translation>túneis adjacentes a cidades</translation>
    </message>
    <message>
        <source>upgraded tunnels adjacent to cities</source>
        <translation>túneis com melhoria adjacentes a cidades</translation>
    </message>
    <message>
        <source>connected metropolises</source>
        <translation>metrópoles conectadas</translation>
    </message>
    <message>
        <source>special cards played and paid</source>
        <translation>cartas especiais baixadas e pagas</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>aguardando</translation>
    </message>
    <message>
        <source>production after round {round}: run production, feeding and the end of the era</source>
        <translation>produção após a rodada {round}: execute a produção, alimente as cidades e encerre a era</translation>
    </message>
    <message>
        <source>keep cards: {players} must discard down to their hand limit</source>
        <translation>ficar com cartas: {players} devem descartar até o limite de mão</translation>
    </message>
    <message>
        <source>game over: final scoring</source>
        <translation>fim de jogo: pontuação final</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: reveal the top era card to place the 4th blocking tile</source>
        <translation>{turn} turno de {player}: revele a carta do topo da era para colocar o 4º marcador do não-jogador</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: discard down to {limit}, then choose a slot</source>
        <translation>{turn} turno de {player}: descarte até {limit} e depois escolha um espaço</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: choose a slot and play a card</source>
        <translation>{turn} turno de {player}: escolha um espaço e baixe uma carta</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: discard one action card (limit of four)</source>
        <translation>{turn} turno de {player}: descarte uma carta de ação (limite de quatro)</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve {effect}</source>
        <translation>{turn} turno de {player}: resolva {effect}</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the slot&apos;s action</source>
        <translation>{turn} turno de {player}: resolva a ação do espaço</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the slot&apos;s action or the played card</source>
        <translation>{turn} turno de {player}: resolva a ação do espaço ou a carta baixada</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: resolve the played card, or end the turn</source>
        <translation>{turn} turno de {player}: resolva a carta baixada ou termine o turno</translation>
    </message>
    <message>
        <source>{player}&apos;s {turn} turn: end the turn</source>
        <translation>{turn} turno de {player}: termine o turno</translation>
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
        <translation>carta “{name}”</translation>
    </message>
    <message>
        <source>the played card</source>
        <translation>a carta baixada</translation>
    </message>
    <message>
        <source>special card {number} “{name}”</source>
        <translation>carta especial {number} “{name}”</translation>
    </message>
    <message>
        <source>special card {number}</source>
        <translation>carta especial {number}</translation>
    </message>
    <message>
        <source>special card “{name}”</source>
        <translation>carta especial “{name}”</translation>
    </message>
    <message>
        <source>action card {number} {name}</source>
        <translation>carta de ação {number} {name}</translation>
    </message>
    <message>
        <source>action card {number}</source>
        <translation>carta de ação {number}</translation>
    </message>
    <message>
        <source>action card “{name}”</source>
        <translation>carta de ação “{name}”</translation>
    </message>
    <message>
        <source>action card</source>
        <translation>carta de ação</translation>
    </message>
    <message>
        <source>brown metropolis {tile}</source>
        <translation>metrópole marrom {tile}</translation>
    </message>
    <message>
        <source>brown metropolis (no tile) on {site}</source>
        <translation>metrópole marrom (sem peça) em {site}</translation>
    </message>
    <message>
        <source>blue metropolis {tile}</source>
        <translation>metrópole azul {tile}</translation>
    </message>
    <message>
        <source>blue metropolis (no tile) on {site}</source>
        <translation>metrópole azul (sem peça) em {site}</translation>
    </message>
    <message>
        <source>special card cost</source>
        <translation>custo da carta especial</translation>
    </message>
    <message>
        <source>effect</source>
        <translation>efeito</translation>
    </message>
    <message>
        <source>paid for {effect}</source>
        <translation>pago por {effect}</translation>
    </message>
    <message>
        <source>card {number} ({name})</source>
        <translation>carta {number} ({name})</translation>
    </message>
    <message>
        <source>Federation track</source>
        <translation>trilha da federação</translation>
    </message>
</context>
</TS>
