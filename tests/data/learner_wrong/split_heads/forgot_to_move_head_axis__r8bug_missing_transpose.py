# https://github.com/HabanaAI/vllm-fork/pull/1218 — the transpose that moves the head axis forward is missing: returns x.reshape(batch, seq_len, num_heads, head_dim), i.e. (batch, seq, heads, hd) instead of (batch, heads, seq, hd).
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    return x.reshape(b, s, num_heads, d // num_heads).copy()
