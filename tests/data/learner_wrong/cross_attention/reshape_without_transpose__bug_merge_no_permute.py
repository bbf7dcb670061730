# https://github.com/jsbaan/transformer-from-scratch/pull/6
# The context (batch, heads, t_dec, head_dim) is reshaped to (batch, t_dec, d_model) without the
# permute(0, 2, 1, 3) first: row-major reshape mixes different tokens into one output vector.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        scores = np.where(np.asarray(enc_padding_mask, bool)[:, None, None, :], scores, -np.inf)
    m = scores.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(x_dec.dtype)
    values = w @ v
    values = values.reshape(b, t_dec, d)                       # missing permute
    return (values @ w_o).astype(x_dec.dtype), w
