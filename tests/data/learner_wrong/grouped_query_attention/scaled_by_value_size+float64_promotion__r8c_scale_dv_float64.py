# Two mistakes: scores scaled by 1/sqrt(d_v) (v's last size) instead of 1/sqrt(head_dim), and the scale is np.sqrt(int), a NumPy float64 scalar, so float32 inputs come back float64.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    h, hk = q.shape[1], k.shape[1]
    if h % hk != 0:
        raise ValueError("heads do not divide")
    rep = h // hk
    k = np.repeat(k, rep, axis=1)
    v = np.repeat(v, rep, axis=1)
    d_v = v.shape[-1]
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d_v)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mmax = np.max(s, axis=-1, keepdims=True)
    mmax = np.where(np.isneginf(mmax), 0, mmax)
    e = np.exp(s - mmax)
    tot = np.sum(e, axis=-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    return w @ v, w
