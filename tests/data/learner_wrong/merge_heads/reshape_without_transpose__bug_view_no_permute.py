# https://github.com/649453932/Chinese-Text-Classification-Pytorch/issues/10
# context.view(batch_size, -1, dim_head * num_head) straight after attention: the heads are
# concatenated in memory order without moving the head axis behind the sequence axis first.
import numpy as np


def merge_heads(x):
    batch_size, num_head, seq_len, dim_head = x.shape
    return x.reshape(batch_size, -1, dim_head * num_head).copy()
