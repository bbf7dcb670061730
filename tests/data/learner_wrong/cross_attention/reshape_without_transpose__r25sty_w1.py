# MISTAKE: heads are split with a direct reshape to (batch, heads, seq, head_dim) (and merged back the same way) instead of reshape to (batch, seq, heads, head_dim) + transpose, which mixes tokens across heads.
import numpy as np
from functools import reduce


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d = x_dec.shape[-1]
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    split = lambda t: t.reshape(t.shape[0], num_heads, t.shape[1], hd)
    merge = lambda t: t.reshape(t.shape[0], t.shape[2], d)
    q, k, v = map(split, (x_dec @ w_q, x_enc @ w_k, x_enc @ w_v))
    steps = [
        lambda s: s / s.dtype.type(np.sqrt(hd)),
        lambda s: s if enc_padding_mask is None else np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], s, -np.inf),
        lambda s: (s, np.nan_to_num(s.max(-1, keepdims=True), neginf=0.0)),
        lambda p: np.exp(p[0] - p[1]),
        lambda e: (e, e.sum(-1, keepdims=True)),
        lambda p: np.divide(p[0], p[1], out=np.zeros_like(p[0]), where=p[1] > 0),
    ]
    w = reduce(lambda acc, f: f(acc), steps, q @ np.swapaxes(k, -1, -2))
    return merge(w @ v) @ w_o, w
