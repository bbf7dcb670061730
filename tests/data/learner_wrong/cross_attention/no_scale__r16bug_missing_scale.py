# https://github.com/Project-MONAI/GenerativeModels/issues/146
# Bug: CrossAttention forgets to multiply the scores by the scale 1/sqrt(head_dim) (no scaling at all); the rest is correct.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads

    def split(x, t):
        return x.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)
    scores = q @ k.transpose(0, 1, 3, 2)  # scale forgotten
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(x_dec.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    return (ctx @ w_o).astype(x_dec.dtype), w
