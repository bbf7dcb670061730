# SOURCE: https://github.com/PetarV-/GAT/issues/11
# MISTAKE: The residual sum is assigned to the wrong variable (`h = out + x`, like GAT's `seq_fts = ret + seq`) and the function returns `out`, the bare attention sub-layer output, so the block returns MHA(LN(x)) without adding x.
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads

    h = _layer_norm(x, gamma, beta, eps)

    def split(t):
        return t.reshape(batch, seq_len, num_heads, head_dim).transpose(0, 2, 1, 3)

    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(head_dim)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    row_max = scores.max(axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    e = np.exp(scores - row_max)
    z = e.sum(axis=-1, keepdims=True)
    weights = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)

    out = (weights @ v).transpose(0, 2, 1, 3).reshape(batch, seq_len, d_model) @ w_o
    # residual connection
    h = out + x
    return out.astype(x.dtype)
