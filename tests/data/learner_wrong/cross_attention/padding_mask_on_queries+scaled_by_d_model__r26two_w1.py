# MISTAKE: the padding mask is laid out as mask[:, None, :, None] (over the query axis) instead of (batch, 1, 1, t_enc), so it raises when t_dec != t_enc and hides queries instead of keys when they are equal.
# MISTAKE: the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads

    def heads(t, n):
        return t.reshape(B, n, num_heads, hd).swapaxes(1, 2)

    Q = heads(x_dec @ w_q, Td)
    K = heads(x_enc @ w_k, Te)
    V = heads(x_enc @ w_v, Te)
    scores = np.einsum("bhqd,bhkd->bhqk", Q, K) / np.float32(D) ** 0.5
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, :, None], scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(mx == -np.inf, 0, mx)
    p = np.exp(scores - mx)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    ctx = np.einsum("bhqk,bhkd->bhqd", p, V).swapaxes(1, 2).reshape(B, Td, D)
    return (ctx @ w_o).astype(x_dec.dtype), p.astype(x_dec.dtype)
