import numpy as np

def _unit(x):
    s = np.max(np.abs(x), axis=-1, keepdims=True)
    s = np.where(s > 0, s, 1)
    y = x / s
    n = np.sqrt(np.sum(y * y, axis=-1, keepdims=True))
    return y / np.where(n > 0, n, 1)

def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dt = np.result_type(a, b)
    out = np.sum(_unit(a) * _unit(b), axis=-1)
    return np.clip(out, -1, 1).astype(dt, copy=False)
