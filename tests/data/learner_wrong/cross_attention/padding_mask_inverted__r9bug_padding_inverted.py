# https://github.com/mlwithme/TransformerTranslation/issues/6
# Bug: enc_padding_mask used inverted (masked_fill where mask is True): real source tokens get -inf, padding is attended; otherwise correct.
import math
import numpy as np

def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


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
        pad = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        s = np.where(pad, -np.inf, s)
    w = _safe_softmax(s)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o
    return out, w
