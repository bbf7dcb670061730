# https://github.com/microsoft/onnxscript/pull/2408
# Bug: K/V heads expanded with np.tile (query head h uses K/V head h % num_kv_heads) instead of np.repeat (h // g); otherwise correct.
import math
import numpy as np

def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def grouped_query_attention(q, k, v, mask=None):
    hq, hkv = q.shape[1], k.shape[1]
    if hq % hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = hq // hkv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    s = (q @ k.swapaxes(-1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _safe_softmax(s)
    return w @ v, w
