# https://github.com/pytorch/pytorch/issues/47583
# Like nn.MultiheadAttention's default (need_weights=True), the returned attention weights are
# averaged over the heads: attn_output_weights.sum(dim=1) / num_heads, shape (batch, q_len, k_len).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    bsz, tgt_len, embed_dim = x_q.shape
    src_len = x_kv.shape[1]
    if embed_dim % num_heads:
        raise ValueError("embed_dim must be divisible by num_heads")
    head_dim = embed_dim // num_heads
    q = (x_q @ w_q).reshape(bsz, tgt_len, num_heads, head_dim).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(bsz, src_len, num_heads, head_dim).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(bsz, src_len, num_heads, head_dim).transpose(0, 2, 1, 3)
    w = q @ k.transpose(0, 1, 3, 2) / np.sqrt(head_dim)
    if mask is not None:
        w = np.where(mask, w, -np.inf)
    m = w.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(w - m)
    z = e.sum(-1, keepdims=True)
    attn_output_weights = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    attn_output = (attn_output_weights @ v).transpose(0, 2, 1, 3).reshape(bsz, tgt_len, embed_dim) @ w_o
    averaged = attn_output_weights.sum(axis=1) / num_heads
    return attn_output.astype(x_q.dtype), averaged.astype(x_q.dtype)
