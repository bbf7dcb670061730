"""Packs: the current pack, switching between packs, loading a pack from a folder or a .zip —
validated first and refused whole, with every problem listed, when anything is wrong."""

from pathlib import Path

import streamlit as st

from app_pages import ui
from app_pages.ui import T
from dojo.safe import esc
from dojo import packs
from dojo.settings import get_settings
from grader.engine import get_pack
from grader.pack import BUILTIN_PACK

ss = st.session_state
lang = ui.lang()
store = ui.store()
settings = get_settings()
st.title("📦 " + T("packs.title"))

pack = ui.current_pack()
st.subheader(T("packs.current"))
st.markdown(f"**{esc(pack.manifest.title.get(lang))}** · {esc(pack.id)} v{esc(pack.manifest.version)} · "
            f"{T('packs.exercises', n=len(pack.manifest.exercises))}")
st.caption(esc(str(pack.root)) + ("" if pack.has_solutions else f" · {T('packs.no_solutions')}"))


def _use(path: str | None) -> None:
    ss["pack_path"] = path
    store.set_pack_path(ui.profile(), path)
    for k in [k for k in ss if str(k).startswith(("code-", "_result-", "_last_ex"))]:
        del ss[k]


def _accept(path: Path) -> bool:
    """Validate, and switch to the pack only when it has no problem at all."""
    with st.spinner(T("packs.validating")):
        problems = packs.validate(path)
    if problems:
        ss["_pack_problems"] = problems
        return False
    p = get_pack(path)
    store.remember_pack(str(p.root), p.id, p.manifest.title.en, p.manifest.title.zh)
    _use(str(p.root))
    ss["_pack_problems"] = []
    ss["_pack_loaded"] = esc(T("packs.loaded", title=p.manifest.title.get(lang), n=len(p.manifest.exercises)))
    return True


known = [{"path": None, "title": T("packs.builtin")}]
for k in store.known_packs():
    if Path(k["path"]) != BUILTIN_PACK and Path(k["path"]).is_dir():
        known.append({"path": k["path"], "title": f"{k['title_zh'] if lang == 'zh' else k['title_en']} ({k['path']})"})
if len(known) > 1:
    current = next((i for i, k in enumerate(known) if k["path"] == ui.pack_path()), 0)
    idx = st.radio(T("packs.switch"), range(len(known)), format_func=lambda i: esc(known[i]["title"]), index=current,
                   key="pack_switch")
    if idx != current and st.button(T("packs.use"), key="pack_use"):
        _use(known[idx]["path"])
        st.rerun()

if msg := ss.pop("_pack_loaded", None):
    st.success(msg)
problems = ss.get("_pack_problems") or []
if problems:
    st.error(T("packs.refused", n=len(problems)))
    ui.show_problems_table(problems, T("packs.col.file"), T("packs.col.field"), T("packs.col.problem"))

st.divider()
from dojo.settings import pack_loading_allowed  # noqa: E402

if not pack_loading_allowed(settings, st.get_option("server.address")):
    st.info(T("packs.disabled"))
    st.stop()
st.caption("⚠️ " + T("packs.trust_note"))
c = st.columns(2)
with c[0]:
    st.subheader(T("packs.load_folder"))
    folder = st.text_input(T("packs.folder"), key="pack_folder", placeholder="/path/to/pack")
    if st.button(T("packs.load"), key="pack_load_folder", disabled=not folder.strip()):
        _accept(Path(folder.strip()).expanduser().resolve())
        st.rerun()
with c[1]:
    st.subheader(T("packs.upload"))
    up = st.file_uploader(T("packs.upload"), type=["zip"], key="pack_zip", label_visibility="collapsed")
    if up is not None and st.button(T("packs.load"), key="pack_load_zip"):
        try:
            path = packs.extract_zip(up.getvalue(), settings.resolved(settings.pack_dir))
        except packs.ZipRefused as exc:
            ss["_pack_problems"] = [packs.PackProblem(up.name, "", str(exc))]
        else:
            _accept(path)
        st.rerun()
