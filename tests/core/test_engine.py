"""``rules_py.engine``: a GTP engine in a child process plays the positions it
is shown, and every way it can fail is one ``EngineError`` with its code.

The engines are our own GTP server (``python -m rules_py blokus gtp``) and a
fake engine written here that dies, sleeps, or answers nonsense when asked
for a move. Starting a program needs CPython; the last test checks what
Pyodide says instead (there for real, here by pretending)."""

from __future__ import annotations

import os
import pathlib
import random
import sys
import time

import pytest

import rules_py
from rules_py import engine as engine_module
from rules_py.blokus import gtp
from rules_py.engine import Limit, SimpleEngine
from rules_py.errors import ENGINE_CODES, EngineError, OptionError, RulesError
from rules_py.i18n import messages

from tests.paths import ROOT

FAKE = """\
import sys, time
mode = sys.argv[1]
for raw in sys.stdin:
    words = raw.split()
    if not words:
        continue
    if words[0] == "genmove":
        if mode == "die":
            sys.stderr.write("out of memory\\n"); sys.stderr.flush(); sys.exit(3)
        if mode == "sleep":
            time.sleep(30)
        answer = {"garbled": "hello", "unparsable": "= zz99", "illegal": "= a1", "pass": "= pass",
                  "refuse": "? no move today", "resign": "= resign"}.get(mode, "= e10")
    elif words[0] == "set_game" and mode == "old":
        answer = "? unknown command"
    else:
        answer = "= fake" if words[0] in ("name", "version") else "="
    sys.stdout.write(answer + "\\n\\n"); sys.stdout.flush()
    if words[0] == "quit":
        break
"""


def ours(*options: str) -> list[str]:
    return [sys.executable, "-m", "rules_py", "blokus", "gtp", "--game", "duo", *options]


@pytest.fixture()
def fake(tmp_path: pathlib.Path):
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE, encoding="utf-8")
    return lambda mode: [sys.executable, str(script), mode]


def env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


@pytest.mark.cpython_only
def test_two_engines_play_a_whole_duo_game_checked_by_our_rules() -> None:
    board = rules_py.new_game("duo")
    with SimpleEngine.popen_gtp(ours("--bot", "greedy"), cwd=ROOT, env=env()) as greedy, \
            SimpleEngine.popen_gtp(ours("--bot", "random", "--seed", "4"), cwd=ROOT, env=env()) as rand:
        assert greedy.name == "rules_py" and greedy.version.endswith("(greedy)")
        while not board.is_over:
            engine = (greedy, rand)[board.current_player]
            result = engine.play(board, Limit(time=60.0))
            assert result.move is not None and not result.resigned and result.seconds >= 0
            board.apply(result.move)
        # The engine that moved last holds the whole game: it counts our score.
        assert engine.command("final_score") == gtp.final_score(board)
        assert greedy.process.poll() is None
    assert greedy.process.returncode == 0 and rand.process.returncode == 0  # quit, not killed
    assert len(board.history) > 20


@pytest.mark.cpython_only
def test_the_engine_plays_against_our_bot_and_is_shown_only_new_moves() -> None:
    board = rules_py.new_game("duo")
    bot, rng = rules_py.make_bot(board, "greedy"), random.Random(2)
    with SimpleEngine.popen_gtp(ours("--level", "1"), cwd=ROOT, env=env()) as engine:
        sent: list[str] = []
        real_send = engine.send

        def spy(line: str, *, timeout: float | None = None) -> tuple[bool, str]:
            sent.append(line)
            return real_send(line, timeout=timeout)

        engine.send = spy  # type: ignore[method-assign]
        for _ in range(3):
            result = engine.play(board, Limit(time=60.0))
            assert result.move is not None
            board.apply(result.move)
            board.apply(bot.choose(board, rng))
        assert sent[0] == "set_game Blokus Duo"
        assert [s.split()[0] for s in sent[1:]] == ["genmove", "play", "genmove", "play", "genmove"]
        # A game the engine does not hold (taken back here) is shown again from the start.
        board.undo()
        board.undo()
        sent.clear()
        engine.play(board, Limit(time=60.0))
        assert sent[0] == "clear_board" and sent[-1] == "genmove b"
        assert len(sent) == 2 + len(board.history)


@pytest.mark.cpython_only
@pytest.mark.parametrize(("mode", "code", "words"), [
    ("die", "died", "stopped answering 'genmove b' (exit 3): out of memory"),
    ("garbled", "garbled", "answered 'genmove b' with 'hello', which is no GTP answer"),
    ("unparsable", "unparsable", "answered 'genmove b' with 'zz99', which is no move"),
    ("illegal", "illegal", "played a1, which the rules forbid: purple's first piece must cover"),
    ("pass", "passed", "passed though purple can still place a piece"),
    ("refuse", "refused", "refused 'genmove b': 'no move today'"),
])
def test_each_failure_is_an_engine_error_saying_what_happened(fake, mode: str, code: str, words: str) -> None:
    board = rules_py.new_game("duo")
    with SimpleEngine.popen_gtp(fake(mode)) as engine:
        with pytest.raises(EngineError) as caught:
            engine.play(board, Limit(time=20.0))
    error = caught.value
    assert isinstance(error, RulesError) and error.code == code and code in ENGINE_CODES
    assert words in error.reason.en, error.reason.en
    assert error.command == "genmove b"
    assert error.reason.fr and error.reason.fr != error.reason.en
    assert board.history == ()  # the board is never changed
    if mode == "die":
        assert error.stderr == "out of memory"


@pytest.mark.cpython_only
def test_an_engine_that_takes_too_long_is_stopped(fake) -> None:
    board = rules_py.new_game("duo")
    with SimpleEngine.popen_gtp(fake("sleep")) as engine:
        start = time.monotonic()
        with pytest.raises(EngineError) as caught:
            engine.play(board, Limit(time=0.5))
        assert time.monotonic() - start < 10
        assert engine.process.poll() is not None  # killed, not left running
        with pytest.raises(EngineError) as again:
            engine.command("name")
    assert caught.value.code == "timeout"
    assert caught.value.reason.en == ("The engine python gave no answer to 'genmove b' within 0.5 s; "
                                      "it was stopped.").replace("python", pathlib.Path(sys.executable).name)
    assert "0,5 s" in caught.value.reason.fr
    assert again.value.code == "closed"


@pytest.mark.cpython_only
def test_an_engine_without_set_game_is_cleared_instead(fake) -> None:
    with SimpleEngine.popen_gtp(fake("old")) as engine:
        sent: list[str] = []
        real_send = engine.send

        def spy(line: str, *, timeout: float | None = None) -> tuple[bool, str]:
            sent.append(line)
            return real_send(line, timeout=timeout)

        engine.send = spy  # type: ignore[method-assign]
        result = engine.play(rules_py.new_game("duo"))
    assert str(result.move) == "e10"
    assert sent == ["set_game Blokus Duo", "clear_board", "genmove b", "quit"]


@pytest.mark.cpython_only
def test_a_resignation_is_a_result_without_a_move(fake) -> None:
    with SimpleEngine.popen_gtp(fake("resign")) as engine:
        result = engine.play(rules_py.new_game("duo"))
    assert result.move is None and result.resigned


@pytest.mark.cpython_only
def test_a_program_that_does_not_start_or_stops_at_once(tmp_path: pathlib.Path) -> None:
    with pytest.raises(EngineError) as caught:
        SimpleEngine.popen_gtp([str(tmp_path / "no-such-engine")])
    assert caught.value.code == "not_started" and "no-such-engine" in caught.value.reason.en
    with SimpleEngine.popen_gtp([sys.executable, "-c", "import sys; sys.exit('no Blokus here')"]) as engine:
        with pytest.raises(EngineError, match=r"stopped answering 'clear_board' \(exit 1\): no Blokus here"):
            engine.command("clear_board")


@pytest.mark.cpython_only
def test_the_message_follows_the_language(fake) -> None:
    with SimpleEngine.popen_gtp(fake("unparsable")) as engine:
        with pytest.raises(EngineError) as caught:
            engine.play(rules_py.new_game("duo"))
    with messages.using("fr"):
        assert str(caught.value).startswith("unparsable: Le moteur ")
        assert "ce qui n'est pas un coup" in str(caught.value)
    assert str(caught.value).startswith("unparsable: The engine ")


@pytest.mark.cpython_only
def test_play_refuses_what_no_engine_can_be_shown(fake) -> None:
    over = rules_py.new_game("duo")
    bots = [rules_py.make_bot(over, "greedy")] * 2
    rules_py.play_out(over, bots, random.Random(1))
    with SimpleEngine.popen_gtp(fake("ok")) as engine:
        with pytest.raises(OptionError, match="the game is over"):
            engine.play(over)


def test_without_subprocesses_starting_an_engine_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Importing the module works everywhere; in Pyodide, starting an engine
    is an EngineError in words, not an OSError from deep inside."""
    assert engine_module.SimpleEngine is SimpleEngine
    if sys.platform != "emscripten":
        monkeypatch.setattr(sys, "platform", "emscripten")
    with pytest.raises(EngineError) as caught:
        SimpleEngine.popen_gtp(["pentobi-gtp", "-g", "duo"])
    assert caught.value.code == "no_subprocess"
    assert "cannot start another program" in caught.value.reason.en
    assert "navigateur" in caught.value.reason.fr


def test_every_engine_code_has_its_words_in_both_languages() -> None:
    assert set(engine_module.REASONS) == set(ENGINE_CODES)
    for code, template in engine_module.REASONS.items():
        assert template.en and template.fr and template.en != template.fr, code
