"""app_pages.ui.apply_guard_report: the page guard's reports (autosave while typing, active time),
on a plain dict as the session state."""

from __future__ import annotations

from app_pages.ui import apply_guard_report


def _ss() -> dict:
    return {"code-a": "stub", "code-a__gen": "g1", "mock-code-1-0": "old", "mock-code-1-0__gen": "m1"}


def test_a_draft_from_the_current_editor_updates_the_text_and_is_saved_once():
    ss, saved = _ss(), []
    rep = {"id": "r1", "gid": "w", "active_total": 0, "drafts": [{"key": "code-a", "gen": "g1", "text": "typed"}]}
    apply_guard_report(ss, "guard", rep, on_draft=lambda k, t: saved.append((k, t)))
    assert ss["code-a"] == "typed" and saved == [("code-a", "typed")]
    apply_guard_report(ss, "guard", rep, on_draft=lambda k, t: saved.append((k, t)))  # the same report again
    # a later report repeats the (unchanged) draft: nothing saved again
    apply_guard_report(ss, "guard", {**rep, "id": "r2"}, on_draft=lambda k, t: saved.append((k, t)))
    assert saved == [("code-a", "typed")]


def test_a_draft_from_a_replaced_editor_or_an_unknown_input_is_ignored():
    ss, saved = _ss(), []
    rep = {"id": "r1", "drafts": [{"key": "code-a", "gen": "g0", "text": "from before Reset"},
                                  {"key": "code-zzz", "gen": "x", "text": "not drawn here"},
                                  {"key": "mock-code-1-0", "gen": "m1", "text": "new"},
                                  {"key": 3, "text": "bad"}, "junk"]}
    apply_guard_report(ss, "guard", rep, on_draft=lambda k, t: saved.append((k, t)))
    assert ss["code-a"] == "stub" and "code-zzz" not in ss
    assert saved == [("mock-code-1-0", "new")] and ss["mock-code-1-0"] == "new"


def test_active_time_is_the_increase_of_the_window_total_and_a_lost_report_is_made_up():
    ss, got = _ss(), []
    for rid, total in (("a", 15), ("b", 30), ("c", 30), ("d", 75)):  # a report between b and d was lost
        apply_guard_report(ss, "guard", {"id": rid, "gid": "w1", "active_total": total}, on_active=got.append)
    assert got == [15.0, 15.0, 45.0]
    apply_guard_report(ss, "guard", {"id": "e", "gid": "w2", "active_total": 5}, on_active=got.append)  # a new tab
    apply_guard_report(ss, "guard", {"id": "f", "gid": "w1", "active_total": "x"}, on_active=got.append)
    assert got == [15.0, 15.0, 45.0, 5.0]
