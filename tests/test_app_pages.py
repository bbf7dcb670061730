"""The practice app through Streamlit's AppTest: every page, language, grading, drafts, progress, packs.

Each test gets its own SQLite file (DOJO_DB_PATH), so "a new session" is a new AppTest on the same file.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from dojo.settings import reload_settings
from app_helpers import ROOT, TIMEOUT, db, editor, new_app, open_exercise, submit  # noqa: F401  (db: a fixture)


CORRECT = '''import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0).astype(x.dtype, copy=False)
'''

NO_MAX_SHIFT = '''import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x)
    return e / np.sum(e, axis=axis, keepdims=True)
'''

RAISES = '''import numpy as np


def softmax(x, axis=-1):
    y = x * 2
    raise ValueError("boom")
'''

SYNTAX_ERROR = "def softmax(x, axis=-1)\n    return x\n"


def charts(at: AppTest) -> list[dict]:
    return [json.loads(c.proto.spec) for c in at.get("vega_lite_chart")]


def chart_data(at: AppTest) -> list:
    """The rows drawn by every chart (Streamlit ships chart data beside the spec, as Arrow)."""
    import pyarrow as pa

    frames = []
    for c in at.get("vega_lite_chart"):
        for ds in c.proto.datasets:
            frames.append(pa.ipc.open_stream(ds.data.data).read_pandas())
    return frames


def texts(at: AppTest) -> str:
    parts = [e.value for kind in ("markdown", "caption", "success", "error", "warning", "info", "title",
                                  "subheader", "header") for e in getattr(at, kind)]
    return "\n".join(str(p) for p in parts)


MY_PAGES = ["curriculum", "exercise", "playground", "progress", "packs"]


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("page", MY_PAGES)
def test_every_page_loads_in_both_languages(db, page, lang):
    at = new_app()
    if lang == "zh":
        at.button_group[0].set_value("zh").run()
    at.switch_page(f"app_pages/{page}.py").run()
    assert not at.exception, at.exception
    assert not at.error, [e.value for e in at.error]
    assert at.session_state["lang"] == lang


def test_other_engineers_pages_load_when_present(db):
    at = new_app()
    for name in ("quiz", "mock_interview", "real_model"):
        if (ROOT / "app_pages" / f"{name}.py").is_file():
            at.switch_page(f"app_pages/{name}.py").run()
            assert not at.exception, (name, at.exception)


def test_exercise_picker_keeps_every_choice_and_follows_links(db):
    # an unkeyed picker whose index followed ?ex= became a new widget after each choice: 4→5→6 landed on 5
    at = open_exercise(new_app(), "softmax")
    for ex in ("causal_mask", "padding_mask", "apply_mask", "attention_scores"):
        at.selectbox(key="_ex_pick").set_value(ex).run()
        assert not at.exception, at.exception
        assert at.session_state["_last_ex"] == ex
        assert at.query_params["ex"] == [ex] or at.query_params["ex"] == ex
        assert any(ex in str(k) for k in (t.key for t in at.text_area)), [t.key for t in at.text_area]
    at.query_params["ex"] = "split_heads"  # a link to another exercise (Next exercise →)
    at.run()
    assert at.session_state["_last_ex"] == "split_heads"
    assert at.selectbox(key="_ex_pick").value == "split_heads"


def test_curriculum_lists_exercises_in_order_with_links(db):
    from grader.engine import get_pack

    at = new_app()
    links = [p for p in at.get("page_link")]
    import re

    # a card per exercise: "n. Title", the title escaped (pack text is never markup)
    labels = [re.sub(r"^\d+\. ", "", p.proto.label).replace("\\", "") for p in links]
    titles = [e.meta.title.en for e in get_pack().ordered()]
    assert [lab for lab in labels if lab in titles] == titles
    assert f"Next up: **{titles[0]}**" in texts(at).replace("\\", "")


def test_language_switch_applies_everywhere_and_is_remembered(db):
    at = new_app()
    assert any("Curriculum" == t.value for t in at.title) or "Attention Dojo" in at.title[0].value
    at.button_group[0].set_value("zh").run()
    assert "注意力道场" in at.title[0].value
    at.switch_page("app_pages/progress.py").run()
    assert "进度" in at.title[0].value
    at2 = new_app()  # a new session of the same learner starts in Chinese
    assert at2.session_state["lang"] == "zh"
    assert "注意力道场" in at2.title[0].value


def test_wrong_softmax_shows_verdict_named_mistake_and_chart(db):
    at = open_exercise(new_app())
    submit(at, NO_MAX_SHIFT)
    assert [e.value for e in at.error] and "Non-finite values" in at.error[0].value
    # the diagnosis under a human title (the message's first sentence), the id only as a small tag
    diag = next(m.value for m in at.markdown if "🩺" in m.value)
    assert "`forgot_max_subtraction`" in diag and diag.index("**") < diag.index("`forgot")
    assert "forgot\\_max" not in diag.split("`")[0]
    specs = charts(at)
    assert specs, "the learner's weights are drawn"
    blob = json.dumps(specs)
    assert "0:Apple" in blob and "iPhone" in blob
    # the learner's NaN output on the masked [PAD] rows is drawn as NaN, and the row sums flag it
    data = chart_data(at)
    assert any("text" in d and (d["text"] == "NaN").any() for d in data)
    assert any("bad" in d and d["bad"].any() for d in data)
    assert at.metric[1].value == "1"  # attempts, counted on this very run


def test_correct_softmax_is_accepted_and_unlocks_the_reference(db):
    at = open_exercise(new_app())
    submit(at, CORRECT)
    assert at.success and "Accepted" in at.success[0].value
    assert not at.warning
    assert charts(at)
    ref_src = (ROOT / "solutions" / "softmax.py").read_text()
    assert any(c.value.strip() == ref_src.strip() for c in at.code), "reference solution shown after solving"
    assert at.metric[0].value == "solved"


def test_reference_is_locked_before_solving(db):
    at = open_exercise(new_app())
    ref_src = (ROOT / "solutions" / "softmax.py").read_text()
    assert not any(c.value.strip() == ref_src.strip() for c in at.code)
    assert "unlock once you solve" in texts(at)


def test_run_shows_public_cases_with_inputs_expected_actual(db):
    at = open_exercise(new_app())
    submit(at, NO_MAX_SHIFT, button="run_btn")
    assert "Run: public examples only" in texts(at)
    # one expander per case, failed ones first, every one public on a Run
    labels = [e.label for e in at.expander if "·" in e.label and ("❌" in e.label or "✅" in e.label)]
    assert labels and all(lab.endswith("public") for lab in labels)
    assert labels[0].startswith("❌")
    code = "\n".join(c.value for c in at.code)
    assert "1000." in code  # the inputs
    yours = [d.value for d in at.table]  # the case's values: static tables
    assert any((df.astype(str) == "nan").any().any() or df.isna().any().any() for df in yours)  # the NaN output


def test_exception_shows_its_line(db):
    at = open_exercise(new_app())
    submit(at, RAISES)
    assert "Runtime error" in at.error[0].value
    assert "line 6" in texts(at)
    assert any("→   6 |" in c.value for c in at.code)


def test_syntax_error_costs_no_attempt(db):
    at = open_exercise(new_app())
    submit(at, SYNTAX_ERROR)
    assert "Syntax error" in at.error[0].value
    assert "costs no attempt" in texts(at)
    assert at.metric[1].value == "0"


def test_draft_survives_a_new_session(db):
    at = open_exercise(new_app())
    editor(at).set_value("# my draft\n" + NO_MAX_SHIFT).run()
    at2 = open_exercise(new_app())
    assert editor(at2).value.startswith("# my draft")


def test_result_and_progress_survive_a_new_session(db):
    submit(open_exercise(new_app()), CORRECT)
    at = open_exercise(new_app())
    assert at.success and "Accepted" in at.success[0].value
    at.switch_page("app_pages/progress.py").run()
    df = at.dataframe[0].value
    assert df.set_index("exercise").loc["Softmax", "status"] == "solved"


def test_hints_come_one_at_a_time(db):
    at = open_exercise(new_app())
    assert "Hint 1" not in texts(at)
    at.button(key="hint_btn").click().run()
    assert "Hint 1" in "\n".join(i.value for i in at.info)
    assert "Hint 2" not in "\n".join(i.value for i in at.info)
    at.button(key="hint_btn").click().run()
    assert "Hint 2" in "\n".join(i.value for i in at.info)


def test_progress_history_csv_and_reset(db):
    submit(open_exercise(new_app()), NO_MAX_SHIFT)
    at = new_app()
    at.switch_page("app_pages/progress.py").run()
    assert not at.exception
    history = next(d.value for d in at.dataframe if "verdict" in d.value.columns)  # the history table
    assert list(history["verdict"]) == ["❌ Non-finite values"]  # a verdict label, not the raw id
    assert "softmax" not in list(history["exercise"])  # the title, not the id
    csv = at.get("download_button")[0]
    assert csv is not None
    at.checkbox(key="reset_sure").check().run()
    at.button(key="reset_go").click().run()
    assert not at.exception, at.exception
    assert "Progress reset." in texts(at)
    assert "Nothing yet" in texts(at)


def test_profiles_keep_drafts_apart(db):
    at = open_exercise(new_app())
    editor(at).set_value("# learner's draft\n").run()
    at.text_input(key="_profile_widget").set_value("alice").run()
    assert at.session_state["profile"] == "alice"
    at.switch_page("app_pages/exercise.py").run()
    assert not editor(at).value.startswith("# learner's draft")


def test_login_identity_comes_from_st_user(db):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    at.secrets["auth"] = {"redirect_uri": "http://localhost:8501/oauth2callback", "cookie_secret": "x",
                          "client_id": "id", "client_secret": "s",
                          "server_metadata_url": "https://example.invalid/.well-known/openid-configuration"}
    at.user = {"is_logged_in": True, "email": "ada@example.org", "sub": "1"}
    at.run()
    assert not at.exception, at.exception
    assert at.session_state["profile"] == "user:ada@example.org"
    assert "Signed in as ada@example.org" in texts(at).replace("\\", "")


def test_playground_every_step_mask_and_heads(db):
    at = new_app()
    at.switch_page("app_pages/playground.py").run()
    at.toggle(key="pg_all").set_value(True).run()
    for mask in ("none", "causal", "padding"):
        for heads in (1, 2, 4):
            at.radio(key="pg_mask").set_value(mask)
            at.radio(key="pg_heads").set_value(heads).run()
            assert not at.exception, (mask, heads, at.exception)
    assert len(charts(at)) >= 8
    at.text_input(key="pg_custom").set_value("The cat drank milk quickly").run()
    assert not at.exception
    assert "quickly" in "\n".join(i.value for i in at.info)  # an unknown word gets random features


def _copy_pack(dst: Path) -> Path:
    shutil.copytree(ROOT, dst, ignore=shutil.ignore_patterns(".git", ".venv", "var", "tmp", "tests", "__pycache__",
                                                             "realmodel", "benchmarks", "packs", "*.sqlite3"))
    return dst


def test_packs_page_loading_is_off_unless_served_on_loopback_or_allowed(db, monkeypatch):
    from dojo.settings import Settings, pack_loading_allowed

    monkeypatch.delenv("DOJO_ALLOW_PACK_LOADING", raising=False)
    assert pack_loading_allowed(Settings(), "127.0.0.1") and pack_loading_allowed(Settings(), "localhost")
    assert not pack_loading_allowed(Settings(), "0.0.0.0") and not pack_loading_allowed(Settings(), None)
    assert not pack_loading_allowed(Settings(allow_pack_loading=False), "127.0.0.1")
    assert pack_loading_allowed(Settings(allow_pack_loading=True), "0.0.0.0")
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=60)
    at.switch_page("app_pages/packs.py").run()
    assert not at.exception
    assert "pack_folder" not in [w.key for w in at.text_input]  # nothing to load a pack with


def test_packs_page_refuses_a_broken_pack_whole_and_loads_a_good_one(db, tmp_path, monkeypatch):
    from dojo.settings import reload_settings

    monkeypatch.setenv("DOJO_ALLOW_PACK_LOADING", "true")
    reload_settings()
    broken = _copy_pack(tmp_path / "broken")
    (broken / "exercises" / "softmax.yaml").write_text("id: softmax\ntitle: [not, text]\n")
    at = new_app()
    at.switch_page("app_pages/packs.py").run()
    at.text_input(key="pack_folder").set_value(str(broken)).run()
    at.button(key="pack_load_folder").click().run()
    assert not at.exception, at.exception
    assert at.error and "Refused" in at.error[0].value
    problems = at.dataframe[0].value
    assert any("softmax.yaml" in f for f in problems.iloc[:, 0])
    assert at.session_state["pack_path"] is None  # still the built-in pack

    good = _copy_pack(tmp_path / "good")
    at.text_input(key="pack_folder").set_value(str(good)).run()
    at.button(key="pack_load_folder").click().run()
    assert not at.exception, at.exception
    assert at.success and "Loaded" in at.success[0].value
    assert Path(at.session_state["pack_path"]) == good.resolve()


def test_playground_mask_stays_selected_after_a_language_switch(db):
    """The browser holds the selected *label*: after a switch the page must send the value again
    under its new label, or the radio shows nothing selected although the value was kept."""
    at = new_app()
    at.switch_page("app_pages/playground.py").run()
    at.radio(key="pg_mask").set_value("causal").run()
    at.button_group[0].set_value("zh").run()
    assert not at.exception, at.exception
    r = at.radio(key="pg_mask")
    assert r.value == "causal" and list(r.proto.options)[1] == "因果"
    assert r.proto.set_value and r.proto.raw_value == "因果"
    at.radio(key="pg_mask").set_value("padding").run()  # still usable in Chinese
    assert at.radio(key="pg_mask").value == "padding" and not at.exception
    at.button_group[0].set_value("en").run()
    r = at.radio(key="pg_mask")
    assert r.value == "padding" and r.proto.raw_value == "padding (+2 [PAD])"


# ---------------------------------------------------------------- the syntax-highlighting editor
# In the browser the exercise page uses streamlit-code-editor; AppTest cannot drive a custom
# component, so these tests force it (DOJO_EDITOR=code) and play the component's part by setting
# its response in session state, as the browser would send it.


@pytest.fixture
def code_mode(db, monkeypatch):
    pytest.importorskip("code_editor")
    monkeypatch.setenv("DOJO_EDITOR", "code")
    reload_settings()
    yield db


def component(at: AppTest):
    return next(c for c in at.get("component_instance") if c.proto.component_name.endswith("code_editor"))


def respond(at: AppTest, kind: str, text: str, rid: str) -> AppTest:
    """What the editor sends: on blur, on a toolbar button (run/save) or on Submit/Ctrl+Enter."""
    at.session_state[component(at).key] = {"id": rid, "type": kind, "lang": "python", "text": text,
                                           "selected": "", "cursor": {"row": 0, "column": 0}}
    at.run()
    assert not at.exception, at.exception
    return at


def test_plain_text_area_under_apptest_by_default(db):
    at = open_exercise(new_app())
    assert editor(at) is not None
    assert not at.get("component_instance")


def test_highlighting_editor_is_python_with_line_numbers_and_the_stub(code_mode):
    from grader.engine import get_pack

    at = open_exercise(new_app())
    assert not [t for t in at.text_area if str(t.key).startswith("code-")]
    args = json.loads(component(at).proto.json_args)
    assert args["lang"] == "python" and args["options"]["showLineNumbers"] is True
    # the component reports only its buttons (each click with its text): no debounced or blur report
    # that could replace a click's report; typing is autosaved by the page guard (ui.page_guard)
    assert args["response_mode"] == "default"
    assert args["props"]["enableLiveAutocompletion"] is False and args["options"]["wrap"] is False
    assert args["code"] == get_pack().get("softmax").stub_source()
    assert sorted(b["name"] for b in args["buttons"]) == ["Run", "Save draft", "Submit"]
    submit_btn = next(b for b in args["buttons"] if b["name"] == "Submit")
    assert submit_btn["commands"] == ["submit"]  # Ctrl+Enter and the button send the text with the click


def test_highlighting_editor_untouched_blur_submit_run_and_reset(code_mode):
    from dojo.storage import Store
    from grader.engine import get_pack

    pack = get_pack()
    stub = pack.get("softmax").stub_source()
    store = Store(f"sqlite:///{code_mode}")
    at = open_exercise(new_app())
    # the first response of an untouched editor is empty: the text is still the preset
    respond(at, "", "", "")
    assert json.loads(component(at).proto.json_args)["code"] == stub
    assert store.get_draft("learner", pack.id, "softmax") is None
    # leaving the editor reports its text: kept and saved as the draft, nothing graded
    respond(at, "blur", "# draft\n" + NO_MAX_SHIFT, "b1")
    assert store.get_draft("learner", pack.id, "softmax") == "# draft\n" + NO_MAX_SHIFT
    assert "Result" not in texts(at) and at.metric[1].value == "0"
    # Submit grades the text that came with the click (not the earlier draft)
    respond(at, "submit", CORRECT, "s1")
    assert at.success and "Accepted" in at.success[0].value
    assert at.metric[1].value == "1" and store.get_draft("learner", pack.id, "softmax") == CORRECT
    at.run()  # the component keeps returning its last response: it is not graded again
    assert at.metric[1].value == "1"
    # Run: public cases only
    respond(at, "run", NO_MAX_SHIFT, "r1")
    assert "Run: public examples only" in texts(at) and at.metric[1].value == "1"
    # Save draft
    respond(at, "save", "# saved\n" + CORRECT, "v1")
    assert store.get_draft("learner", pack.id, "softmax") == "# saved\n" + CORRECT
    # Reset: a new editor (new key) with the stub
    old_key = component(at).key
    at.button(key="reset_btn").click().run()  # asks first: nothing changed yet
    assert component(at).key == old_key and store.get_draft("learner", pack.id, "softmax") == "# saved\n" + CORRECT
    at.button(key="reset_yes").click().run()
    assert component(at).key != old_key
    assert json.loads(component(at).proto.json_args)["code"] == stub
    assert store.get_draft("learner", pack.id, "softmax") == stub
    # a new session opens the editor on the saved draft
    respond(at, "blur", "# again\n" + CORRECT, "b2")
    at2 = open_exercise(new_app())
    assert json.loads(component(at2).proto.json_args)["code"] == "# again\n" + CORRECT


def test_editor_setting_accepts_old_spellings(monkeypatch):
    from dojo.settings import Settings

    for raw, want in (("plain", "plain"), ("textarea", "plain"), ("CODE", "code"), ("code_editor", "code"),
                      ("auto", "auto")):
        monkeypatch.setenv("DOJO_EDITOR", raw)
        assert Settings().editor == want


# ---------------------------------------------------------------- round 2: safety, no lost work, language
def test_hostile_ex_and_profile_in_the_url_are_inert(db):
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=TIMEOUT)
    at.query_params["profile"] = "user:victim@example.org"
    at.run()
    assert at.session_state["profile"] == "learner"  # never the identity form
    for hostile in ["[x](http://evil)", "![](http://beacon)", "<img src=x onerror=alert(1)>", "$\\href{http://e}{x}$"]:
        at.query_params["ex"] = hostile
        at.switch_page("app_pages/exercise.py").run()
        assert not at.exception, at.exception
        import re
        w = at.warning[0].value
        # every markup character of the URL's text is backslash-escaped: nothing left to link, load or typeset
        assert not re.search(r"(?<!\\)[\[\]()<>$!]", w.split("'", 1)[1].rsplit("'", 1)[0]), w


def test_reset_asks_and_a_past_submission_can_be_restored(db):
    at = open_exercise(new_app())
    submit(at, NO_MAX_SHIFT)
    submit(at, CORRECT)
    at.button(key="reset_btn").click().run()
    assert editor(at).value == CORRECT  # asked, nothing replaced yet
    at.button(key="reset_yes").click().run()
    assert "raise NotImplementedError" in editor(at).value
    # the submissions list (built only while open: the learner opens it): newest first; pick the
    # older one and restore it
    assert not any(s.key == "sub_pick-softmax" for s in at.selectbox)
    at.session_state["subs_open-softmax"] = True
    at.run()
    pick = at.selectbox(key="sub_pick-softmax")
    assert len(pick.options) == 2
    pick.set_value(1).run()
    at.button(key="restore_btn").click().run()
    assert editor(at).value == NO_MAX_SHIFT


def test_language_switch_re_renders_the_stored_result(db):
    at = open_exercise(new_app())
    submit(at, NO_MAX_SHIFT)
    assert "Non-finite values" in at.error[0].value
    at.button_group[0].set_value("zh").run()
    assert not at.exception
    assert at.error[0].value == "**出现非有限值**"  # the verdict, re-rendered in Chinese
    zh_diag = next(m.value for m in at.markdown if "🩺" in m.value)
    assert any("\u4e00" <= ch <= "\u9fff" for ch in zh_diag)
    at2 = open_exercise(new_app())  # a reload: the stored report, in the learner's language (zh)
    assert next(m.value for m in at2.markdown if "🩺" in m.value) == zh_diag


def test_a_running_quiz_survives_a_new_session(db):
    at = new_app()
    at.switch_page("app_pages/quiz.py").run()
    at.button[0].click().run() if not at.get("form") else None
    form_btn = next(b for b in at.button if "Start" in str(b.label) or "开始" in str(b.label))
    form_btn.click().run()
    assert not at.exception
    progress = at.get("progress")[0].proto.text
    at.button(key=next(b.key for b in at.button if str(b.key).startswith("quiz_skip_"))).click().run()
    at2 = new_app()  # a reload / a server restart: a new session of the same profile
    at2.switch_page("app_pages/quiz.py").run()
    assert not at2.exception
    assert at2.get("progress"), "the quiz is running again"
    assert at2.get("progress")[0].proto.text != progress or "1" in at2.get("progress")[0].proto.text
    assert at2.session_state["quiz_run"].outcomes.keys() == at.session_state["quiz_run"].outcomes.keys()
    assert at2.session_state["quiz_run"].started_at == at.session_state["quiz_run"].started_at
