# MISTAKE: the mask is applied after the softmax by multiplying the weights with it (weights * mask) and the rows are not renormalised, so masked rows no longer sum to 1.
import numpy as np
from numpy.lib.stride_tricks import as_strided


def _repeat_kv(t, g):
    """(b, n_kv, T, d) -> (b, n_kv * g, T, d) via a zero-stride view, like HF's repeat_kv."""
    b, n, T, d = t.shape
    view = as_strided(t, shape=(b, n, g, T, d),
                      strides=(t.strides[0], t.strides[1], 0, t.strides[2], t.strides[3]),
                      writeable=False)
    return view.reshape(b, n * g, T, d)


def grouped_query_attention(q, k, v, mask=None):
    n_heads, n_kv = q.shape[1], k.shape[1]
    if n_heads % n_kv:
        raise ValueError(f"{n_heads} query heads cannot be grouped over {n_kv} K/V heads")
    g = n_heads // n_kv
    k_full, v_full = _repeat_kv(k, g), _repeat_kv(v, g)
    s = q @ np.swapaxes(k_full, -1, -2) / np.sqrt(q.shape[-1])
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    if mask is not None:
        w = w * np.asarray(mask, dtype=w.dtype)
    return (w @ v_full).astype(q.dtype), w.astype(q.dtype)
