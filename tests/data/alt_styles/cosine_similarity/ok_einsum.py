import numpy as np

def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.einsum("...d,...d->...", a, b)
    na = np.sqrt(np.einsum("...d,...d->...", a, a))
    nb = np.sqrt(np.einsum("...d,...d->...", b, b))
    den = na * nb
    out = np.where(den > 0, dot / np.where(den > 0, den, 1), 0)
    return out.astype(np.result_type(a, b), copy=False)
