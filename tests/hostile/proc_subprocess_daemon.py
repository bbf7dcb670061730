# class: processes (a shell that leaves a background daemon)
# expect: runtime_error
import subprocess


def softmax(x, axis=-1):
    subprocess.Popen(["/bin/sh", "-c", "nohup sleep 1000 >/dev/null 2>&1 &"], start_new_session=True)
    return x
