# WRONG: two mistakes: scale 1/np.sqrt(d_v) (v's last size) instead of 1/sqrt(head_dim); and dividing by the np.float64 scalar promotes float32 inputs, so float32 outputs and weights come back float64.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, tq, hd = q.shape
    nkv = k.shape[1]
    if nh % nkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    rep = nh // nkv
    k = np.repeat(k, rep, axis=1)
    v = np.repeat(v, rep, axis=1)
    scores = q @ np.swapaxes(k, 2, 3) / np.sqrt(v.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    w = np.exp(scores - row_max)
    norm = w.sum(axis=-1, keepdims=True)
    w = np.divide(w, norm, out=np.zeros_like(w), where=norm != 0)
    return w @ v, w
