# WRONG: padding mask laid out as enc_padding_mask[:, None, :] = (batch, 1, t_enc), which right-aligns batch with the HEAD axis: right only when batch == 1; with batch > 1 it applies sentence h's mask to head h (or fails to broadcast when batch != num_heads and batch != 1). Nothing else wrong.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads
    heads = lambda t, n: t.reshape(B, n, num_heads, hd).swapaxes(1, 2)
    q = heads(x_dec @ w_q, Td)
    k = heads(x_enc @ w_k, Te)
    v = heads(x_enc @ w_v, Te)
    sc = q @ k.swapaxes(-1, -2) / q.dtype.type(np.sqrt(hd))
    if enc_padding_mask is not None:
        sc = np.where(enc_padding_mask[:, None, :], sc, -np.inf)
    m = sc.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(sc - m)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(q.dtype)
    out = (w @ v).swapaxes(1, 2).reshape(B, Td, D) @ w_o
    return out, w
