# https://github.com/lucidrains/reformer-pytorch/pull/26
# Bug: padded keys filled with the dtype's most negative finite value instead of -inf, so a source that is all padding gets uniform weights and the mean of the values instead of zeros; otherwise correct.
import math
import numpy as np

def _heads(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, d = x_dec.shape
    if d % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    q = _heads(x_dec @ w_q, num_heads)
    k = _heads(x_enc @ w_k, num_heads)
    v = _heads(x_enc @ w_v, num_heads)
    s = (q @ k.swapaxes(-1, -2)) / math.sqrt(d // num_heads)
    if enc_padding_mask is not None:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        s = np.where(keep, s, np.finfo(s.dtype).min)
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    w = e / e.sum(axis=-1, keepdims=True)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o
    return out, w
