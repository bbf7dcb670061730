# SOURCE: https://github.com/OpenNMT/OpenNMT-py/issues/272
# BUG: "the attention mask over source words isn't used" -- GlobalAttention.applyMask is never called, so
#      decoder queries attend to padded source positions (wrong for batches with padding).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec); x_enc = np.asarray(x_enc)
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, td, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, te, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    # BUG: enc_padding_mask is accepted but never applied to the scores
    m = np.max(s, axis=-1, keepdims=True)
    e = np.exp(s - m)
    w = e / np.sum(e, axis=-1, keepdims=True)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o
    return out.astype(x_dec.dtype), w.astype(x_dec.dtype)
