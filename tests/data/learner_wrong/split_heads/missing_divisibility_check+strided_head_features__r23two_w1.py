# MISTAKE: The feature axis is reshaped as (head_dim, num_heads) and then transposed, so head h gets the strided features h, h + num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
# MISTAKE: When d_model is not divisible by num_heads the extra features are silently dropped (x[..., :num_heads*head_dim]) instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    head_dim = d // num_heads
    x = x[..., : num_heads * head_dim]
    return x.reshape(b, t, head_dim, num_heads).transpose(0, 3, 1, 2)
