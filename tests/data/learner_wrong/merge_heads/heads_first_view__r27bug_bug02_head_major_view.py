# SOURCE: https://github.com/gazelle93/Transformer-Various-Positional-Encoding/issues/1
# MISTAKE: It flattens to (batch*heads, seq, head_dim) and then views that batch-major buffer as (num_heads, batch, seq, head_dim) (head-major) and permutes that wrong layout, so whenever batch != num_heads (and seq_len > 1) each merged token vector mixes head outputs of other tokens/sentences instead of out[b, t, h*hd:(h+1)*hd] == x[b, h, t] (it only happens to be right when batch == num_heads).
import numpy as np


def merge_heads(x):
    batch, num_heads, seq_len, head_dim = x.shape
    # attention output as it comes out of the batched matmul: (batch * heads, seq, head_dim)
    flat = x.reshape(batch * num_heads, seq_len, head_dim)
    per_head = flat.reshape(num_heads, batch, seq_len, head_dim)
    per_head = per_head.transpose(0, 2, 1, 3)
    return np.ascontiguousarray(per_head).reshape(batch, seq_len, num_heads * head_dim)
