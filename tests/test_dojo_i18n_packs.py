"""Every UI string exists in both languages and every key the app uses exists; packs are validated
before they are loaded, and uploaded .zip files are unpacked safely."""

from __future__ import annotations

import io
import re
import shutil
import zipfile
from pathlib import Path

import pytest

from dojo import packs
from dojo.i18n import S, fmt_duration, t

ROOT = Path(__file__).resolve().parents[1]
MINE = [ROOT / "app.py", *(ROOT / "app_pages").glob("*.py"), *(ROOT / "dojo").glob("*.py")]


def test_every_string_has_english_and_chinese():
    for key, (en, zh) in S.items():
        assert en.strip() and zh.strip(), key
        assert set(re.findall(r"\{(\w+)", en)) == set(re.findall(r"\{(\w+)", zh)), key
    assert t("ex.diagnosis", "zh", name="x") == "诊断：x"
    assert fmt_duration(75, "en") == "1 min 15 s" and fmt_duration(75, "zh") == "1 分 15 秒"


def test_every_key_used_by_the_app_exists():
    used = set()
    for f in MINE:
        if f.name in ("quiz.py", "mock_interview.py", "real_model.py", "quiz_widgets.py"):
            continue  # the quiz pages use grader.quiz.i18n
        used |= set(re.findall(r"""\b[Tt]\(\s*f?["']([a-z_]+\.[a-z_.]+)["']""", f.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in S)
    assert not missing, missing


def _copy_pack(dst: Path) -> Path:
    shutil.copytree(ROOT, dst, ignore=shutil.ignore_patterns(".git", ".venv", "var", "tmp", "tests", "__pycache__",
                                                             "realmodel", "benchmarks", "packs", "*.sqlite3"))
    return dst


def test_builtin_pack_is_valid():
    assert packs.validate(ROOT) == []


def test_a_broken_pack_lists_its_problems(tmp_path):
    p = _copy_pack(tmp_path / "p")
    (p / "exercises" / "softmax.yaml").write_text("id: softmax\n")
    problems = packs.validate(p)
    assert problems and all(isinstance(x, packs.PackProblem) for x in problems)
    assert any("softmax.yaml" in x.file for x in problems)
    assert packs.validate(tmp_path / "nope")[0].message == "not a folder"


def _zip(files: dict[str, bytes]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in files.items():
            z.writestr(name, data)
    return buf.getvalue()


def test_zip_with_a_top_folder_is_unpacked_and_found(tmp_path):
    data = _zip({"mypack/pack.yaml": b"id: x\n", "mypack/exercises/a.py": b"x = 1\n"})
    root = packs.extract_zip(data, tmp_path / "packs")
    assert root.name == "mypack" and (root / "pack.yaml").read_bytes() == b"id: x\n"
    assert packs.extract_zip(data, tmp_path / "packs") == root  # same content, same folder


@pytest.mark.parametrize("files,reason", [
    ({"../evil.py": b"x"}, "unsafe path"),
    ({"/abs/pack.yaml": b"x"}, "unsafe path"),
    ({"readme.txt": b"x"}, "no pack.yaml"),
])
def test_unsafe_or_packless_zips_are_refused(tmp_path, files, reason):
    with pytest.raises(packs.ZipRefused, match=reason):
        packs.extract_zip(_zip(files), tmp_path / "packs")
    assert not (tmp_path / "evil.py").exists()


def test_not_a_zip_is_refused(tmp_path):
    with pytest.raises(packs.ZipRefused, match="not a .zip"):
        packs.extract_zip(b"hello", tmp_path)


def test_display_math_blocks_get_their_own_lines():
    from dojo.markdown import display_math

    out = display_math("Intro:\n$$a = b,\\qquad\nc = d$$\nThe $h$ heads.")
    assert "\n$$\na = b,\\qquad\nc = d\n$$\n" in out and "The $h$ heads." in out
