"""Reference: cosine similarity over the last axis.

cos(a, b) = (a . b) / (||a|| ||b||): the dot product with the lengths divided out, so only the
direction counts. Cat = 2 * Dog has cosine 1 with Dog although their dot product depends on the
length. A zero vector has no direction; we define its similarity as 0 (PyTorch's
F.cosine_similarity also gives 0 there, through its eps clamp).
"""

import numpy as np


def cosine_similarity(a, b):
    """cos(a, b) over the last axis; leading axes broadcast; 0 when a vector is all zeros."""
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim == 0 or b.ndim == 0:
        raise ValueError("cosine_similarity needs vectors: arrays with a last (feature) axis")
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    dot = np.sum(a * b, axis=-1)                      # (...,) broadcast over leading axes
    na = np.sqrt(np.sum(a * a, axis=-1))              # (...a,) length of each row of a
    nb = np.sqrt(np.sum(b * b, axis=-1))              # (...b,) length of each row of b
    denom = na * nb                                   # (...,) broadcast like dot
    dot, denom = np.broadcast_arrays(dot, denom)
    out = np.divide(dot, denom, out=np.zeros(dot.shape, dtype=dot.dtype), where=denom > 0)
    return np.clip(out, -1.0, 1.0).astype(dot.dtype, copy=False)  # rounding can give 1 + 1e-16
