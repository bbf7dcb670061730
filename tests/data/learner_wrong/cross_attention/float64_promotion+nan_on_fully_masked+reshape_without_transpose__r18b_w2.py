# MISTAKE: TWO slips: (1) heads are split by reshaping straight to (batch, num_heads, seq, head_dim) instead of
# (batch, seq, num_heads, head_dim) then transposing (and merged back the same wrong way);
# (2) no guard for an all-padding source: every score is -inf, so softmax gives NaN weights/output.
import numpy as np


def _heads(t, h):
    b, s, d = t.shape
    return t.reshape(b, h, s, d // h)


def _merge(t):
    b, h, s, e = t.shape
    return t.reshape(b, s, h * e)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    if x_dec.shape[-1] % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    q = _heads(x_dec @ w_q, num_heads)
    k = _heads(x_enc @ w_k, num_heads)
    v = _heads(x_enc @ w_v, num_heads)
    hd = q.shape[-1]
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    s = s - s.max(-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(-1, keepdims=True)
    out = _merge(w @ v) @ w_o
    return out, w
