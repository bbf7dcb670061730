# correct: einsum dot product, per-row norms, zero-vector guard, explicit size check
import numpy as np

def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dtype = np.result_type(a, b)
    a2, b2 = np.broadcast_arrays(a, b)
    dot = np.einsum("...d,...d->...", a2, b2)
    na = np.sqrt(np.einsum("...d,...d->...", a2, a2))
    nb = np.sqrt(np.einsum("...d,...d->...", b2, b2))
    den = na * nb
    out = np.divide(dot, den, out=np.zeros_like(dot), where=den > 0)
    return out.astype(dtype)
