# SOURCE: https://github.com/Kamichanw/SeekDeeper/issues/3
# MISTAKE: The encoder-decoder attention is given the target-side (causal, look-ahead) mask instead of the source padding mask: decoder token i may only see encoder tokens 0..i (np.tril over (t_dec, t_enc)) and enc_padding_mask is never applied, so padded source tokens get weight and real source tokens beyond position i are hidden.
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads

    def split(t, n):
        return t.reshape(batch, n, num_heads, head_dim).transpose(0, 2, 1, 3)

    q = split(x_dec @ w_q, t_dec)
    k = split(x_enc @ w_k, t_enc)
    v = split(x_enc @ w_v, t_enc)

    # decoder mask: a target token must not look ahead
    tgt_mask = np.tril(np.ones((t_dec, t_enc), dtype=bool))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(head_dim)
    scores = np.where(tgt_mask, scores, -np.inf)
    weights = _softmax(scores)

    out = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, t_dec, d_model) @ w_o
    return out.astype(x_dec.dtype), weights.astype(x_dec.dtype)
