"""Every Blokus edition and variant as data.

A `rules_py.blokus.variants.Variant` says *what* is played: the board (a
`Geometry`), the piece set, the colours in
play order, which player controls which colours, where each colour's first
piece must go, the contact rule and the scoring. `rules_py.blokus.board`
knows *how* to play any of them; nothing in the board depends on the variant
beyond this data.

Starting cells
--------------
``starts[c]`` lists the cells colour ``c``'s first piece may cover (any one
of them that is still free), or is ``None`` when the first piece may go
anywhere. Per-colour starts (Classic, Pentobi's Duo) give each colour its own
list; shared starts (the printed Duo rules, the 12x12 edition, Trigon) give
every colour the same list: a cell covered by one colour is no longer free,
so the second player "takes the other one" without any special rule.

Contact rules
-------------
``"standard"``: a later piece touches its own colour at a corner and never
along an edge. ``"blitz"``: a piece never touches any piece along an edge;
no corner or starting rule.

Adding a variant (Trigon, for instance) means building a ``Variant`` and
calling `rules_py.blokus.variants.register`; ``gm`` makes ``.blksgf`` records with that ``GM``
string read as the variant.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Callable

from .geometry import Geometry, square_board, trigon_board
from .pieces import CLASSIC, JUNIOR, TRIGON, PieceSet, square_set

#: Standard scoring: -1 per square left, +15 all placed, +5 more with the
#: one-square piece last. Basic (12x12 edition): fewest squares left wins,
#: reported as minus the squares left.
SCORINGS = ("standard", "basic")
CONTACTS = ("standard", "blitz")


@dataclass(frozen=True)
class Variant:
    """One way to play: board, pieces, colours, players, starts, rules.

    ``colours`` are in play order (colour 0 moves first unless a board is
    created with another first colour). ``players[i]`` lists the colours
    player ``i`` controls; ``teams`` groups colours whose scores are added
    (defaults to ``players``); ``unscored`` colours are played but never
    counted (the shared fourth colour of Classic for three players).

        >>> v = get("classic_3")
        >>> v.colours, v.players
        (('blue', 'yellow', 'red', 'green'), ((0,), (1,), (2,)))
        >>> v.shared_colours, v.score_groups, v.colour_letters
        ((3,), ((0,), (1,), (2,)), ('1', '2', '3', '4'))
        >>> get("duo").colour_letters, get("duo").start_indices(0)
        (('B', 'W'), (60,))
    """

    name: str
    title: str
    geometry: Geometry = field(compare=False)
    pieces: PieceSet
    colours: tuple[str, ...]
    players: tuple[tuple[int, ...], ...]
    starts: tuple[tuple[str, ...] | None, ...]
    contact: str = "standard"
    scoring: str = "standard"
    teams: tuple[tuple[int, ...], ...] | None = None
    unscored: tuple[int, ...] = ()
    gm: str | None = None
    pentobi: str | None = None
    #: Record letters of the colours (``B``/``W`` with two colours, else ``1``..).
    letters: tuple[str, ...] | None = None
    #: Matches of several games (the 12x12 edition): the loser starts the next.
    match_play: bool = False
    #: The one-piece bonus (+5) goes to this piece when placed last.
    bonus_piece: str = "1"
    #: The 12x12 booklet's "il a gagné": the game stops as soon as a side has
    #: placed every piece, and that side wins whatever the count. On in the
    #: 12x12 edition (its printed rule); off elsewhere, where a colour that has
    #: placed everything simply has no move and the others play on (the
    #: 12x12 edition's "play on" option, ``edition_12x12(placed_all_wins=False)``).
    placed_all_wins: bool = False

    def __post_init__(self) -> None:
        n = len(self.colours)
        if len(self.starts) != n:
            raise ValueError("one starts entry per colour")
        if self.contact not in CONTACTS or self.scoring not in SCORINGS:
            raise ValueError("unknown contact rule or scoring")
        covered = sorted(c for p in self.players for c in p)
        if covered != list(range(n)) and covered != sorted(set(range(n)) - set(self.shared_colours)):
            raise ValueError("every colour must belong to exactly one player (or be shared)")
        for s in self.starts:
            for cell in s or ():
                if not self.geometry.has_cell(cell):
                    raise ValueError(f"starting cell {cell} is not on the board")

    # -- derived ------------------------------------------------------------
    @property
    def colour_letters(self) -> tuple[str, ...]:
        """The record letter of each colour (``B``/``W``, or ``1``.. with more colours)."""
        if self.letters is not None:
            return self.letters
        if len(self.colours) == 2:
            return ("B", "W")
        return tuple(str(i + 1) for i in range(len(self.colours)))

    @cached_property
    def score_groups(self) -> tuple[tuple[int, ...], ...]:
        """Colours whose scores are added together, one group per side
        (made once: every search playout's value reads it)."""
        groups = self.teams if self.teams is not None else self.players
        return tuple(tuple(c for c in g if c not in self.unscored) for g in groups)

    @property
    def shared_colours(self) -> tuple[int, ...]:
        """Colours no player owns: played by the players in turn."""
        owned = {c for p in self.players for c in p}
        return tuple(c for c in range(len(self.colours)) if c not in owned)

    @property
    def shared_starts(self) -> bool:
        """Whether every colour draws its first piece's cell from one common list.

        For example:

            >>> get("duo_printed").shared_starts, get("duo").shared_starts
            (True, False)
        """
        s = [x for x in self.starts if x is not None]
        return len(s) > 1 and all(set(x) == set(s[0]) for x in s)

    def start_indices(self, colour: int) -> tuple[int, ...] | None:
        """The cell indices of ``colour``'s starting cells (``None``: anywhere)."""
        s = self.starts[colour]
        return None if s is None else tuple(self.geometry.parse(c) for c in s)

    def with_options(self, **changes: Any) -> "Variant":
        """A copy with some fields changed (``starts=``, ``scoring=``...).

        For example:

            >>> get("duo").with_options(scoring="basic").scoring
            'basic'
        """
        return replace(self, **changes)

    def __repr__(self) -> str:
        return f"Variant({self.name!r})"


# ---------------------------------------------------------------------------
# The catalogue

VARIANTS: dict[str, Variant] = {}
_FACTORIES: dict[str, Callable[[], Variant]] = {}


def register(variant: Variant | Callable[[], Variant], name: str | None = None) -> None:
    """Add a variant (or a factory building it on first use) to the catalogue.

    For example:

        >>> mini = edition_12x12(pieces=("1", "2"), name="mini_doctest")
        >>> register(mini)
        >>> get("mini_doctest") is mini
        True
        >>> del VARIANTS["mini_doctest"]
    """
    if isinstance(variant, Variant):
        VARIANTS[variant.name] = variant
    else:
        assert name is not None
        _FACTORIES[name] = variant


def get(name: str) -> Variant:
    """The variant called ``name`` (our id or Pentobi's id).

    For example:

        >>> get("classic").title
        'Blokus, four players'
        >>> get("nope")
        Traceback (most recent call last):
        ...
        KeyError: "unknown Blokus variant 'nope'"
    """
    key = name.strip()
    if key in VARIANTS:
        return VARIANTS[key]
    if key in _FACTORIES:
        v = _FACTORIES[key]()
        VARIANTS[v.name] = v
        return v
    for n in list(_FACTORIES):
        get(n)
    if key in VARIANTS:
        return VARIANTS[key]
    for v in VARIANTS.values():
        if v.pentobi == key:
            return v
    raise KeyError(f"unknown Blokus variant {name!r}")


def by_gm(gm: str) -> Variant:
    """The variant a ``.blksgf`` ``GM`` string stands for (case does not matter).

    For example:

        >>> by_gm("Blokus Duo"), by_gm("blokus trigon")
        (Variant('duo'), Variant('trigon'))
    """
    for n in list(_FACTORIES):
        get(n)
    for v in VARIANTS.values():
        if v.gm is not None and v.gm.lower() == gm.strip().lower():
            return v
    raise KeyError(f"unknown game {gm!r}")


def names() -> list[str]:
    """Every registered variant, in the order they were registered.

    For example:

        >>> names()[:3], len(names())
        (['classic', 'classic_2', 'classic_3'], 17)
    """
    for n in list(_FACTORIES):
        get(n)
    return list(_FACTORIES) + [n for n in VARIANTS if n not in _FACTORIES]


# ---------------------------------------------------------------------------
# Square-board editions

CLASSIC_COLOURS = ("blue", "yellow", "red", "green")
#: Each colour's own corner: blue top-left, then clockwise.
CLASSIC_STARTS = (("a20",), ("t20",), ("t1",), ("a1",))
#: Five cells in from each corner along the diagonal (contact rapide).
QUICK_STARTS = (("e16",), ("p16",), ("p5",), ("e5",))

#: The 12x12 edition's pieces (ruling): V tromino, the five tetrominoes and
#: the I L N P T U V Y pentominoes.
EDITION_12_PIECES = ("1", "2", "V3", "I4", "L4", "T4", "Z4", "O", "I5", "L5", "N", "P", "T5", "U", "V5", "Y")
EDITION_12_STARTS = ("d9", "i4")


def _classic_board() -> Geometry:
    return square_board(20)


def classic() -> Variant:
    g = _classic_board()
    return Variant("classic", "Blokus, four players", g, CLASSIC, CLASSIC_COLOURS,
                   ((0,), (1,), (2,), (3,)), CLASSIC_STARTS, gm="Blokus", pentobi="classic")


def classic_2() -> Variant:
    return Variant("classic_2", "Blokus, two players (two colours each)", _classic_board(), CLASSIC,
                   CLASSIC_COLOURS, ((0, 2), (1, 3)), CLASSIC_STARTS,
                   gm="Blokus Two-Player", pentobi="classic_2")


def classic_3() -> Variant:
    return Variant("classic_3", "Blokus, three players (green played in turn, not scored)",
                   _classic_board(), CLASSIC, CLASSIC_COLOURS, ((0,), (1,), (2,)), CLASSIC_STARTS,
                   unscored=(3,), gm="Blokus Three-Player", pentobi="classic_3")


def teams() -> Variant:
    return Variant("teams", "Blokus, two teams of two (partners opposite)", _classic_board(), CLASSIC,
                   CLASSIC_COLOURS, ((0,), (1,), (2,), (3,)), CLASSIC_STARTS,
                   teams=((0, 2), (1, 3)), gm="Blokus Teams")


def contact_rapide() -> Variant:
    return Variant("contact_rapide", "Blokus, quick contact (start five cells in)", _classic_board(),
                   CLASSIC, CLASSIC_COLOURS, ((0,), (1,), (2,), (3,)), QUICK_STARTS,
                   gm="Blokus Quick Contact")


def three_inner() -> Variant:
    return Variant("three_inner", "Blokus, three players on the inner 18x18, start anywhere",
                   square_board(20, margin=1), CLASSIC, CLASSIC_COLOURS[:3], ((0,), (1,), (2,)),
                   (None, None, None), gm="Blokus Three-Player Inner")


def blitz() -> Variant:
    return Variant("blitz", "Blokus blitz, four players", _classic_board(), CLASSIC, CLASSIC_COLOURS,
                   ((0,), (1,), (2,), (3,)), (None,) * 4, contact="blitz", gm="Blokus Blitz")


def blitz_3() -> Variant:
    return Variant("blitz_3", "Blokus blitz, three players", _classic_board(), CLASSIC,
                   CLASSIC_COLOURS[:3], ((0,), (1,), (2,)), (None,) * 3, contact="blitz",
                   gm="Blokus Blitz Three-Player")


def blitz_2() -> Variant:
    return Variant("blitz_2", "Blokus blitz, two players (outer ring unused)", square_board(20, margin=1),
                   CLASSIC, ("blue", "yellow"), ((0,), (1,)), (None, None), contact="blitz",
                   letters=("1", "2"), gm="Blokus Blitz Two-Player")


def duo() -> Variant:
    return Variant("duo", "Blokus Duo (Pentobi: purple covers e10, orange j5)", square_board(14), CLASSIC,
                   ("purple", "orange"), ((0,), (1,)), (("e10",), ("j5",)),
                   gm="Blokus Duo", pentobi="duo")


def duo_printed() -> Variant:
    return Variant("duo_printed", "Blokus Duo (printed rules: first player picks a starting cell)",
                   square_board(14), CLASSIC, ("purple", "orange"), ((0,), (1,)),
                   (("e10", "j5"), ("e10", "j5")), gm="Blokus Duo Printed")


def junior() -> Variant:
    return Variant("junior", "Blokus Junior (Pentobi)", square_board(14), JUNIOR, ("green", "orange"),
                   ((0,), (1,)), (("e10",), ("j5",)), gm="Blokus Junior", pentobi="junior")


def edition_12x12(pieces: tuple[str, ...] | None = None, starts: tuple[str, ...] = EDITION_12_STARTS,
                  scoring: str = "basic", name: str = "edition_12", placed_all_wins: bool = True) -> Variant:
    """The two-player 12x12 edition; pieces, starting cells, scoring and the end are options.

    Player 1 covers either starting cell, player 2 the other (shared starts).
    Basic scoring by default (fewest squares left wins); ``scoring="standard"``
    is the booklet's advanced scoring. The booklet says a player who has
    placed every piece "has won": the game stops there and that player wins
    (``placed_all_wins=True``, the default). ``placed_all_wins=False`` is the
    "play on" option: the other player keeps playing until blocked and the
    count decides, as in the classic game (see the rulings page).

        >>> v = edition_12x12(pieces=("1", "2"), starts=("a1", "l12"), name="sudden")
        >>> from rules_py.blokus.board import Board
        >>> b = Board(v)
        >>> for m in ["a1", "l12", "b2,b3"]:
        ...     _ = b.play(m)
        >>> b.is_over, b.remaining_cells(1)
        (True, 2)
        >>> b = Board(edition_12x12(pieces=("1", "2"), starts=("a1", "l12"), name="on", placed_all_wins=False))
        >>> for m in ["a1", "l12", "b2,b3"]:
        ...     _ = b.play(m)
        >>> b.is_over, b.to_move
        (False, 1)
    """
    piece_set = square_set("edition_12", tuple(pieces or EDITION_12_PIECES))
    return Variant(name, "Blokus, the 12x12 two-player edition", square_board(12), piece_set,
                   ("orange", "purple"), ((0,), (1,)), (tuple(starts), tuple(starts)), scoring=scoring,
                   gm="Blokus 12x12" if name == "edition_12" else None, match_play=True,
                   placed_all_wins=placed_all_wins)


def edition_12x12_advanced() -> Variant:
    v = edition_12x12(scoring="standard", name="edition_12_advanced")
    # its own title: the edition menu would otherwise list two identical lines
    return replace(v, gm="Blokus 12x12 Advanced", title="Blokus, the 12x12 two-player edition (advanced scoring)")


for _f in (classic, classic_2, classic_3, teams, contact_rapide, three_inner, blitz, blitz_3, blitz_2,
           duo, duo_printed, junior, edition_12x12, edition_12x12_advanced):
    register(_f, {"edition_12x12": "edition_12", "edition_12x12_advanced": "edition_12_advanced"}.get(
        _f.__name__, _f.__name__))


# ---------------------------------------------------------------------------
# Trigon: the same rules on the triangle grid

TRIGON_COLOURS = ("blue", "yellow", "red", "green")
#: Shared starting triangles, mid fourth row in from each side (any colour
#: covers any free one); the side-8 hexagon has its own six.
TRIGON_STARTS = ("r15", "r4", "j12", "j7", "z12", "z7")
TRIGON_3_STARTS = ("p14", "p3", "h11", "h6", "x11", "x6")


def trigon() -> Variant:
    return Variant("trigon", "Blokus Trigon, four players", trigon_board(9), TRIGON, TRIGON_COLOURS,
                   ((0,), (1,), (2,), (3,)), (TRIGON_STARTS,) * 4, gm="Blokus Trigon", pentobi="trigon")


def trigon_2() -> Variant:
    return Variant("trigon_2", "Blokus Trigon, two players (two colours each)", trigon_board(9), TRIGON,
                   TRIGON_COLOURS, ((0, 2), (1, 3)), (TRIGON_STARTS,) * 4,
                   gm="Blokus Trigon Two-Player", pentobi="trigon_2")


def trigon_3() -> Variant:
    return Variant("trigon_3", "Blokus Trigon, three players (hexagon of side 8)", trigon_board(8), TRIGON,
                   TRIGON_COLOURS[:3], ((0,), (1,), (2,)), (TRIGON_3_STARTS,) * 3,
                   gm="Blokus Trigon Three-Player", pentobi="trigon_3")


for _f in (trigon, trigon_2, trigon_3):
    register(_f, _f.__name__)


__all__ = ["SCORINGS", "CONTACTS", "Variant", "VARIANTS", "register", "get", "by_gm", "names",
           "CLASSIC_COLOURS", "CLASSIC_STARTS", "QUICK_STARTS", "EDITION_12_PIECES",
           "EDITION_12_STARTS", "classic", "classic_2", "classic_3", "teams", "contact_rapide",
           "three_inner", "blitz", "blitz_3", "blitz_2", "duo", "duo_printed", "junior",
           "edition_12x12", "edition_12x12_advanced", "TRIGON_COLOURS", "TRIGON_STARTS",
           "TRIGON_3_STARTS", "trigon", "trigon_2", "trigon_3"]
