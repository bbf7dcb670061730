import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"a has {a.shape[-1]} features, b has {b.shape[-1]}")
    out_dtype = np.result_type(a, b)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    dot = np.einsum("...d,...d->...", *np.broadcast_arrays(a64, b64))
    na = np.linalg.norm(a64, axis=-1)
    nb = np.linalg.norm(b64, axis=-1)
    den = na * nb
    res = np.where(den > 0, dot / np.where(den > 0, den, 1.0), 0.0)
    return res.astype(out_dtype)
