"""Find the move: judge a reader's move at a question of a study.

`judge` answers one of three verdicts, each with its words in English
and French (a `rules_py.reasons.Reason` of the ``study.*`` codes,
`rules_py.i18n.reasons_study`):

* ``accepted`` -- one of the author's answers (``by="answer"``), or, where
  the author allows it (``Task.accept_equal``), a legal move the game's
  review would not mark (``by="review"``): its loss against the search's
  best move is under the review's smallest threshold, the same measure that
  marks a played move an inaccuracy (`rules_py.blokus.review.mark`,
  `rules_py.blot.review.mark`);
* ``wrong`` -- a legal move not accepted: the author's hint;
* ``illegal`` -- the rules' reason (``rules``, English and French), then
  the hint when the author gave one.

Judging never changes the chapter.

`accepted_answers` lists every move `judge` would accept at a question
(an answer key): the author's answers, then, where the author allows it,
every other legal move the review leaves unmarked, each judged by the same
measure (`as_good`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..blokus.board import Board, Move
from ..errors import IllegalMove, RulesError
from ..reasons import Catalogue, Reason
from .model import Chapter, Node, canonical

__all__ = ["REASONS", "Verdict", "accepted_answers", "judge", "as_good"]

#: The verdicts' words (`rules_py.i18n.reasons_study`).
REASONS = Catalogue("reasons_study")

#: The review's effort when a move may be "as good": a Blokus search level
#: (`rules_py.blokus.review.REVIEW_LEVELS`) and BLOT's simulated worlds.
REVIEW_LEVEL = 4
REVIEW_WORLDS = 32


@dataclass(frozen=True)
class Verdict:
    """The judgement of one move (module docstring)."""

    result: str  # "accepted", "wrong" or "illegal"
    move: str
    words: Reason
    by: str | None = None  # "answer" or "review" when accepted
    hint: str = ""
    rules: Reason | None = None  # the rules' reason when illegal

    @property
    def accepted(self) -> bool:
        return self.result == "accepted"

    def message(self, lang: str | None = None) -> str:
        """The verdict in ``lang`` (``"en"`` or ``"fr"``; the current language when ``None``)."""
        return self.words.message(lang)

    def to_dict(self) -> dict[str, object]:
        return {"result": self.result, "move": self.move, "by": self.by, "hint": self.hint,
                "words": self.words.to_dict(), "rules": None if self.rules is None else self.rules.to_dict()}


def as_good(state: object, action: object, *, level: int = REVIEW_LEVEL, worlds: int = REVIEW_WORLDS,
            seed: int = 0) -> bool:
    """Whether the game's review would leave ``action`` (legal at ``state``) unmarked."""
    if isinstance(state, Board):
        from ..blokus import review as blokus_review  # the search: imported when a question allows it

        assert isinstance(action, Move)
        reviewed = blokus_review.review_move(state.copy(), action, len(state.history), level=level, seed=seed)
        return reviewed.mark is None
    from ..blot import review as blot_review
    from ..blot.game import BlotState

    assert isinstance(state, BlotState)
    decision = blot_review.review_decision(state.clone(), action, len(state.history),  # type: ignore[arg-type]
                                           worlds=worlds, seed=seed)
    return decision.mark is None


def judge(chapter: Chapter, node: Node, action: object, *, level: int = REVIEW_LEVEL,
          worlds: int = REVIEW_WORLDS, seed: int = 0) -> Verdict:
    """Judge ``action`` (text or action object) played at ``node``'s question.

    ``level``/``worlds``/``seed`` set the review when the question accepts
    any move as good. A node without a question raises
    `rules_py.errors.RulesError`.
    """
    task = node.task
    if task is None:
        raise RulesError("this node asks no question")
    state = chapter.state_at(node)
    typed = action if isinstance(action, str) else str(action)
    try:
        parsed, text = canonical(state, action)
    except IllegalMove as exc:
        return _illegal(typed, exc.reason, task.hint)
    why = state.explain(parsed)
    if why is not None:
        return _illegal(text, why, task.hint)
    if text in task.answers:
        return Verdict("accepted", text, REASONS["answer"](move=text), by="answer")
    if task.accept_equal and as_good(state, parsed, level=level, worlds=worlds, seed=seed):
        return Verdict("accepted", text, REASONS["as_good"](move=text), by="review")
    if task.hint:
        return Verdict("wrong", text, REASONS["wrong_hint"](move=text, hint=task.hint), hint=task.hint)
    return Verdict("wrong", text, REASONS["wrong"](move=text))


def accepted_answers(chapter: Chapter, node: Node, *, level: int = REVIEW_LEVEL, worlds: int = REVIEW_WORLDS,
                     seed: int = 0) -> tuple[str, ...]:
    """Every move `judge` accepts at ``node``'s question, in the game's
    notation: the author's answers first (in their order), then, when the
    question accepts any move as good (``Task.accept_equal``), each other
    legal move the review would leave unmarked, in the engine's order of
    legal moves (one review per legal move: a search each, so this is
    as slow as judging every move once). A node without a question raises
    `rules_py.errors.RulesError`.
    """
    task = node.task
    if task is None:
        raise RulesError("this node asks no question")
    found = list(task.answers)
    if task.accept_equal:
        state = chapter.state_at(node)
        for action in state.legal_actions():
            text = canonical(state, action)[1]
            if text not in found and as_good(state, action, level=level, worlds=worlds, seed=seed):
                found.append(text)
    return tuple(found)


def _illegal(move: str, why: Reason, hint: str) -> Verdict:
    if hint:
        words = REASONS["illegal_hint"](move=move, rules=why.to_dict(), hint=hint)
    else:
        words = REASONS["illegal"](move=move, rules=why.to_dict())
    return Verdict("illegal", move, words, hint=hint, rules=why)
