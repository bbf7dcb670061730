# MISTAKE: padded keys get a score of -1e9 instead of -inf, so a source that is all padding gets uniform weights and a non-zero output instead of zeros.
import math
import numpy as np


def _softmax(x, axis=-1):
    x = x - x.max(axis=axis, keepdims=True)
    e = np.exp(x)
    return e / e.sum(axis=axis, keepdims=True)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, td, dm = x_dec.shape
    te = x_enc.shape[1]
    if dm % num_heads != 0:
        raise ValueError("heads must divide d_model")
    hd = dm // num_heads
    split = lambda t, n: np.transpose(t.reshape(b, n, num_heads, hd), (0, 2, 1, 3))
    q, k, v = split(x_dec @ w_q, td), split(x_enc @ w_k, te), split(x_enc @ w_v, te)
    scores = q @ np.transpose(k, (0, 1, 3, 2)) / math.sqrt(hd)
    if enc_padding_mask is not None:
        m = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
        scores = np.where(m, scores, np.asarray(-1e9, dtype=scores.dtype))
    w = _softmax(scores)
    out = np.transpose(w @ v, (0, 2, 1, 3)).reshape(b, td, dm) @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
