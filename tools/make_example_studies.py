"""Write the packaged example studies, ``rules_py/studies/examples/*.{en,fr}.json``.

* ``tour``: a guided tour of what a study holds (below);
* ``worked_blokus`` and ``worked_blot``: every worked example of the site
  (the booklets' examples and the rest of ``docs/blokus/examples.md`` and
  ``docs/blot/examples.md``, then the annotated Trigon game of
  ``seeds/blokus/trigon_example.blksgf``), one chapter per record, in the pages' order,
  with the records' own comments (French from
  ``rules_py/i18n/fr_examples.py``; a BLOT comment without the engine's
  narration, which the reader says itself). Each chapter is read from its
  record through the model (`chapter_from_sgf`, `chapter_from_blot`),
  so every move is checked by the rules as it is added.

The tour:

The study is built through the study model (`rules_py.studies.Chapter`),
so every move, mark and question is checked by the rules as it is added,
from the project's worked examples: the finished Duo game (with two
variations, marks and a find-the-move question near its end), a Trigon
position from the three-colour example, and the three-player BLOT
ceremony (with a find-the-move question). The English and French files
hold the same moves; only the words differ.

Run ``python tools/make_example_studies.py`` after changing the words or a
worked example; ``tests/widgets/teaching/test_study_widget.py`` and
``tests/studies/test_worked_studies.py`` check that the stored files are what this
script writes.
"""

from __future__ import annotations

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules_py.blokus import examples as blokus_examples  # noqa: E402
from rules_py.blot.record import EXAMPLES as BLOT_EXAMPLES  # noqa: E402
from rules_py.blot.record import example_text, load_example  # noqa: E402
from rules_py.i18n.fr_examples import TEXT as FRENCH  # noqa: E402
from rules_py.render.commentary import describe  # noqa: E402
from rules_py.studies import (Chapter, Marks, Study, Task, chapter_from_blot, chapter_from_sgf,  # noqa: E402
                              dumps)

OUT = ROOT / "rules_py" / "studies" / "examples"

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "title": "A guided tour of studies",
        "duo": "A finished Duo game",
        "duo.root": "Blokus Duo: purple starts on e10, orange on j5 (the two marked cells). Step through the "
                    "game with the arrows; where the game could have gone another way, the other lines are "
                    "offered as buttons.",
        "duo.1": "Purple opens: a first piece must cover its colour's starting cell.",
        "duo.1.x": "Another opening: the cross covers e10 too. It is the hardest piece to place late in a "
                   "game, so some players put it down first.",
        "duo.1.x2": "Orange answers on its own starting cell, as in the game.",
        "duo.3": "Purple's second piece touches the first one only at a corner (the green cells): the one way "
                 "a colour grows.",
        "duo.3.v": "Another corner works as well: any cell touching purple only at a corner may start the "
                   "next piece.",
        "duo.4": "Orange touches purple along an edge (red: purple's cells, blue: orange's): allowed, only a "
                 "colour's own pieces may not share an edge.",
        "duo.37": "Orange has two pieces left, the one-square piece and the two-square piece. Which move "
                  "scores most?",
        "duo.37.hint": "Placing every piece gives +15, and +5 more when the last piece placed is the "
                       "one-square piece.",
        "duo.38": "Right: the two-square piece first, so that the one-square piece comes last.",
        "duo.39": "All orange pieces placed, the one-square piece last: +20. Purple keeps 10 squares: -10.",
        "trigon": "A Trigon position",
        "trigon.root": "Three colours on the hexagon, twelve pieces down. The ghost shows where blue went "
                       "next in the worked example; the green cells are blue's own pieces it touches at a "
                       "corner.",
        "trigon.1": "Blue plays the ghost's move: corner to corner with its own colour, as on the square "
                    "boards.",
        "blot": "Follow the requested colour",
        "blot.root": "Three players. South opened the yellow ceremony with the green 6 and West followed "
                     "with the green 9. Step on: East opens another ceremony.",
        "blot.3": "East opens the green ceremony with the red 5: red is requested on the green tile. "
                  "South to play: which card, on which tile?",
        "blot.3.hint": "South holds exactly one red card, the 10, and the highest card of the requested "
                       "colour wins a ceremony.",
        "blot.4": "Right: the red 10 on the green tile will win that ceremony.",
    },
    "fr": {
        "title": "Visite guidée des études",
        "duo": "Une partie de Duo terminée",
        "duo.root": "Blokus Duo : violet part de e10, orange de j5 (les deux cases marquées). Avancez dans "
                    "la partie avec les flèches ; là où la partie aurait pu prendre un autre chemin, les "
                    "autres lignes sont proposées en boutons.",
        "duo.1": "Violet ouvre : une première pièce doit couvrir la case de départ de sa couleur.",
        "duo.1.x": "Une autre ouverture : la croix couvre aussi e10. C'est la pièce la plus difficile à "
                   "placer en fin de partie ; certains la posent donc en premier.",
        "duo.1.x2": "Orange répond sur sa propre case de départ, comme dans la partie.",
        "duo.3": "La deuxième pièce de violet ne touche la première que par un coin (les cases vertes) : "
                 "c'est la seule façon pour une couleur de s'étendre.",
        "duo.3.v": "Un autre coin convient aussi : toute case qui ne touche violet que par un coin peut "
                   "accueillir la pièce suivante.",
        "duo.4": "Orange touche violet par un côté (en rouge les cases de violet, en bleu celles "
                 "d'orange) : c'est permis, seules les pièces d'une même couleur ne peuvent pas se toucher "
                 "par un côté.",
        "duo.37": "Il reste deux pièces à orange, la pièce d'un carré et celle de deux carrés. Quel coup "
                  "rapporte le plus ?",
        "duo.37.hint": "Poser toutes ses pièces rapporte 15 points, et 5 de plus quand la dernière pièce "
                       "posée est celle d'un carré.",
        "duo.38": "Bravo : la pièce de deux carrés d'abord, pour que celle d'un carré vienne en dernier.",
        "duo.39": "Toutes les pièces d'orange sont posées, celle d'un carré en dernier : +20. Il reste 10 "
                  "carrés à violet : -10.",
        "trigon": "Une position de Trigon",
        "trigon.root": "Trois couleurs sur l'hexagone, douze pièces posées. L'ombre montre où bleu a "
                       "joué ensuite dans l'exemple ; les cases vertes sont les pièces de bleu qu'il touche "
                       "par un coin.",
        "trigon.1": "Bleu joue le coup de l'ombre : coin contre coin avec sa propre couleur, comme sur les "
                    "plateaux carrés.",
        "blot": "Fournir la couleur demandée",
        "blot.root": "Trois joueurs. Sud a ouvert la Cérémonie jaune avec le vert 6 et Ouest a suivi avec "
                     "le vert 9. Avancez : Est ouvre une autre Cérémonie.",
        "blot.3": "Est ouvre la Cérémonie verte avec le rouge 5 : le rouge est demandé sur la tuile verte. "
                  "À Sud de jouer : quelle carte, sur quelle tuile ?",
        "blot.3.hint": "Sud a une seule carte rouge, le 10, et la plus haute carte de la couleur demandée "
                       "remporte la Cérémonie.",
        "blot.4": "Bravo : le rouge 10 sur la tuile verte remportera cette Cérémonie.",
    },
}


def duo_chapter(w: dict[str, str]) -> Chapter:
    """The worked Duo game, its main line whole, with two variations and a question."""
    moves = [str(m) for m in blokus_examples.record("duo").replay().history]
    ch = Chapter("duo", title=w["duo"], kind="find_move")
    ch.set_comment(ch.root, w["duo.root"])
    ch.set_marks(ch.root, Marks(cells={"green": ("e10", "j5")}))
    nodes = [ch.root]
    for move in moves:
        nodes.append(ch.play(nodes[-1], move))
    ch.set_comment(nodes[1], w["duo.1"])
    cross = ch.play(ch.root, "e10,d11,e11,f11,e12")
    ch.set_comment(cross, w["duo.1.x"])
    ch.set_glyph(cross, "!?")
    reply = ch.play(cross, moves[1])
    ch.set_comment(reply, w["duo.1.x2"])
    ch.set_comment(nodes[3], w["duo.3"])
    ch.set_glyph(nodes[3], "!")
    ch.set_marks(nodes[3], Marks(cells={"green": ("f10", "g11")}))
    other = ch.play(nodes[2], _other_corner(ch, nodes[2], moves[2]))
    ch.set_comment(other, w["duo.3.v"])
    ch.set_comment(nodes[4], w["duo.4"])
    ch.set_marks(nodes[4], Marks(cells={"red": ("f10", "g11"), "blue": ("g10",)}))
    ch.set_comment(nodes[37], w["duo.37"])
    ch.set_task(nodes[37], Task(("k1,l1",), w["duo.37.hint"]))
    ch.set_comment(nodes[38], w["duo.38"])
    ch.set_glyph(nodes[38], "!")
    ch.set_comment(nodes[39], w["duo.39"])
    return ch


def _other_corner(ch: Chapter, node: object, played: str) -> str:
    """A legal five-square move at ``node`` other than ``played``, on other cells."""
    board = ch.state_at(node)  # type: ignore[arg-type]
    cells = set(board.parse_move(played).cells)  # type: ignore[union-attr]
    for mv in board.legal_moves:  # type: ignore[union-attr]
        if len(mv.cells) == 5 and not cells & set(mv.cells):
            return str(mv)
    raise ValueError("no other move")


def trigon_chapter(w: dict[str, str]) -> Chapter:
    """A position of the three-colour Trigon example, the next move as a ghost."""
    board = blokus_examples.board_at("trigon_3", 12)
    after = blokus_examples.board_at("trigon_3", 13)
    letters = board.variant.colour_letters
    setup = [(letters[m.colour], str(m)) for m in board.history if m.colour is not None]
    to_move = letters[board.to_move] if board.to_move is not None else None
    ch = Chapter("trigon_3", title=w["trigon"], setup=setup, to_move=to_move)
    nxt = str(after.history[-1])
    ch.set_comment(ch.root, w["trigon.root"])
    own = [c for m in board.history if m.colour == board.to_move for c in map(board.geometry.name, m.cells)]
    touching = [c for c in own if _corner_touch(board, c, after.history[-1])]
    ch.set_marks(ch.root, Marks(cells={"green": tuple(touching)} if touching else {}, ghost=nxt))
    node = ch.play(ch.root, nxt)
    ch.set_comment(node, w["trigon.1"])
    return ch


def _corner_touch(board: object, cell: str, move: object) -> bool:
    """Whether ``cell`` touches a cell of ``move`` at a corner only."""
    tables = board.tables  # type: ignore[attr-defined]
    i = board.geometry.parse(cell)  # type: ignore[attr-defined]
    mask = move.mask  # type: ignore[attr-defined]
    return bool(tables.corner[i] & mask) and not tables.edge[i] & mask


def blot_chapter(w: dict[str, str]) -> Chapter:
    """The three-player ceremony, its first four actions, a question at the fourth."""
    full = chapter_from_blot(example_text("trick"))
    ch = Chapter("blot", title=w["blot"], kind="find_move", options=full.options, actions=full.actions)
    line = full.root.main_line()[1:6]
    nodes = [ch.root]
    for n in line:
        nodes.append(ch.play(nodes[-1], n.move))
    ch.set_comment(ch.root, w["blot.root"])
    ch.set_comment(nodes[3], w["blot.3"])
    ch.set_marks(nodes[3], Marks(tiles={"green": ("green",)}, cards={"red": ("R5",)}))
    ch.set_task(nodes[3], Task(("0: R10 on green",), w["blot.3.hint"]))
    ch.set_comment(nodes[4], w["blot.4"])
    ch.set_marks(nodes[4], Marks(cards={"green": ("R10",)}))
    return ch


def build(lang: str) -> Study:
    w = WORDS[lang]
    return Study(w["title"], lang, [duo_chapter(w), trigon_chapter(w), blot_chapter(w)])


# ---------------------------------------------------------------------------
# The worked examples

#: Each worked examples' study: its records, in the pages' order, and its title.
WORKED: dict[str, tuple[list[str], dict[str, str]]] = {
    "worked_blokus": (blokus_examples.names() + ["trigon_example"], {"en": "Blokus: the worked examples",
                                                "fr": "Blokus : les exemples commentés"}),
    "worked_blot": (list(BLOT_EXAMPLES), {"en": "BLOT: the worked examples", "fr": "BLOT : les exemples commentés"}),
}


#: The annotated Trigon game of ``seeds/blokus/trigon_example.blksgf`` (written by
#: ``tools/make_trigon_example.py``): the last chapter of ``worked_blokus``.
TRIGON_SEED = ROOT / "seeds" / "blokus" / "trigon_example.blksgf"
#: Its words in French (the package's examples have theirs in ``rules_py/i18n/fr_examples.py``).
TRIGON_FR = {
    "Trigon example (seed 16)": "Exemple de Trigon (graine 16)",
    "Blokus Trigon, four colours on the hexagon of 486 triangles. The six starting triangles r15 r4 j12 j7 z12 "
    "z7 are shared: each colour's first piece covers any one of them that is still free.":
        "Blokus Trigon, quatre couleurs sur l'hexagone de 486 triangles. Les six triangles de départ r15 r4 "
        "j12 j7 z12 z7 sont partagés : la première pièce de chaque couleur couvre l'un d'eux encore libre.",
    "Blue's first piece, L6, covers the starting triangle z12.":
        "La première pièce du bleu, L6, couvre le triangle de départ z12.",
    "Yellow's first piece, G, covers the starting triangle j7. z12 is already taken.":
        "La première pièce du jaune, G, couvre le triangle de départ j7. z12 est déjà pris.",
    "Red's first piece, P6, covers the starting triangle r15. j7, z12 are already taken.":
        "La première pièce du rouge, P6, couvre le triangle de départ r15. j7, z12 sont déjà pris.",
    "Green's first piece, X, covers the starting triangle z7. r15, j7, z12 are already taken.":
        "La première pièce du vert, X, couvre le triangle de départ z7. r15, j7, z12 sont déjà pris.",
    "Blue's second piece (A6) touches its first piece only at a corner: that is the rule for every later "
    "piece, and no side of it may touch a side of another blue piece.":
        "La deuxième pièce du bleu (A6) ne touche la première que par un coin : c'est la règle pour chaque "
        "pièce suivante, et aucun de ses côtés ne peut toucher un côté d'une autre pièce bleue.",
    "Yellow cannot place any piece any more and is skipped from now on; the others play on.":
        "Le jaune ne peut plus poser aucune pièce et passe désormais son tour ; les autres continuent.",
    "Green cannot place any piece any more and is skipped from now on; the others play on.":
        "Le vert ne peut plus poser aucune pièce et passe désormais son tour ; les autres continuent.",
    "Blue has placed all 22 pieces, the one-triangle piece last: +15 and +5 more, 20 points. No colour can "
    "place a piece: the game is over. Scores: blue 20; yellow -15 (15 triangles left: A4 C5 X); red -9 (9 "
    "triangles left: I4 C5); green -16 (16 triangles left: I4 V O).":
        "Le bleu a posé ses 22 pièces, la pièce d'un triangle en dernier : +15 et +5 de plus, 20 points. "
        "Aucune couleur ne peut plus poser de pièce : la partie est finie. Scores : bleu 20 ; jaune -15 (15 "
        "triangles restants : A4 C5 X) ; rouge -9 (9 triangles restants : I4 C5) ; vert -16 (16 triangles "
        "restants : I4 V O).",
}


def said(text: str | None, lang: str) -> str:
    """A record's English words in ``lang`` (a missing French text fails loudly)."""
    if not text or lang == "en":
        return text or ""
    return FRENCH[text] if text in FRENCH else TRIGON_FR[text]


def worked_blokus_chapter(name: str, lang: str) -> Chapter:
    """A Blokus worked example, its moves and comments (the record's title as the chapter's)."""
    text = TRIGON_SEED.read_text(encoding="utf-8") if name == "trigon_example" else blokus_examples.text(name)
    chapter = chapter_from_sgf(text)
    chapter.title = said(chapter.title, lang)
    for node in list(chapter.nodes()):
        chapter.set_comment(node, said(node.comment, lang))
    return chapter


def worked_blot_chapter(name: str, lang: str) -> Chapter:
    """A BLOT worked example: the record's comments without the engine's narration (the reader says
    each move itself), each round's note on its deal, the record's and the first round's on the start."""
    record = load_example(name)
    chapter = chapter_from_blot(example_text(name))
    chapter.title = said(record.title, lang)
    chapter.set_comment(chapter.root, "\n\n".join(said(t, lang) for t in (record.comment, record.rounds[0].comment)
                                                   if t))
    states, actions, comments = record.states(), record.actions(), record.comments()
    line = chapter.root.main_line()[1:]
    deals = [n for n in line if (n.move or "").startswith("deal")]
    for rnd, node in zip(record.rounds[1:], deals):
        chapter.set_comment(node, said(rnd.comment, lang))
    moves = [n for n in line if not (n.move or "").startswith("deal")]
    for k, (node, action) in enumerate(zip(moves, actions)):
        assert node.move == str(action), (name, k)
        own = comments[k] or ""
        english = describe(states[k], action, record.seats, "en")
        own = own[len(english):] if own.startswith(english) else own
        chapter.set_comment(node, said(own, lang).strip() if own.strip() else "")
    return chapter


def build_worked(name: str, lang: str) -> Study:
    records, title = WORKED[name]
    make = worked_blokus_chapter if name == "worked_blokus" else worked_blot_chapter
    return Study(title[lang], lang, [make(record, lang) for record in records])


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in WORDS:
        (OUT / f"tour.{lang}.json").write_text(dumps(build(lang)), encoding="utf-8")
        for name in WORKED:
            (OUT / f"{name}.{lang}.json").write_text(dumps(build_worked(name, lang)), encoding="utf-8")


if __name__ == "__main__":
    main()
