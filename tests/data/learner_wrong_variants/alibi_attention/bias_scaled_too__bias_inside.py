import numpy as np


def alibi_attention(q, k, v, slopes, window=None):
    n, T = q.shape[-2], k.shape[-2]
    pos = np.arange(n)[:, None] + T - n
    key = np.arange(T)[None, :]
    ok = key <= pos
    if window is not None:
        ok &= key > pos - window
    bias = np.asarray(slopes)[:, None, None] * (key - pos)
    s = np.where(ok, (q @ np.swapaxes(k, -1, -2) + bias) / np.sqrt(q.shape[-1]), -np.inf)
    s = s - s.max(-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(-1, keepdims=True)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
