# WRONG: splits heads with a single reshape (batch, seq, d) -> (batch, heads, seq, head_dim) (torch .view habit, no transpose) and merges back the same way; and divides by np.sqrt(head_dim), so float32 inputs give float64 outputs.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, tq, d = x_dec.shape
    tk = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    dh = d // num_heads
    q = (x_dec @ w_q).reshape(b, num_heads, tq, dh)
    k = (x_enc @ w_k).reshape(b, num_heads, tk, dh)
    v = (x_enc @ w_v).reshape(b, num_heads, tk, dh)
    scores = q @ k.swapaxes(-1, -2) / np.sqrt(dh)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    mx = scores.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    ex = np.exp(scores - mx)
    den = ex.sum(-1, keepdims=True)
    attn = np.where(den > 0, ex / np.where(den > 0, den, 1), 0)
    out = (attn @ v).reshape(b, tq, d) @ w_o
    return out, attn
